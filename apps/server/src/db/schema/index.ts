export * from './companies.js';
export * from './users.js';
export * from './notifications.js';
export * from './consulting.js';
export * from './meta.js';
export * from './job-seekers.js';
export * from './hiring.js';
export * from './recruitment.js';

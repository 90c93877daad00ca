/** The pages table's two halves as one module namespace: PAGES (pages.ts). */
export * from './pages-console.js';
export * from './pages-areas.js';

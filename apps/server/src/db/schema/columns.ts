import { integer, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { users } from './users.js';

/** `company_id`, removed with its company: every company-owned row carries one. */
export const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** `user_id`, removed with its user. */
export const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A reference to a user that outlives them (set null): history keeps its rows when an operator leaves. */
export const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

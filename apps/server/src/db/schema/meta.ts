import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Job taxonomy, levels 1 and 2 (spec §3 ids: development 11600). */
export const occupations = pgTable('occupations', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
});

/** Facts about the database itself, such as which demo data it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

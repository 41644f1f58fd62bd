import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed sets have run, so demo data is inserted once and never again after edits. */
export const seedHistory = pgTable('seed_history', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

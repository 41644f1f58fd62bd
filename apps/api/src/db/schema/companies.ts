import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';

/** Employers and partners whose people consult under their terms; `/{slug}` links to booking. */
export const companies = pgTable('companies', {
  id: uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7()),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  /** The company's plan pays for its people's consults: they book without a card. */
  coversConsults: boolean('covers_consults').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

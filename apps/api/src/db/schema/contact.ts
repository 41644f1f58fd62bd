import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';

/** Enquiries sent through the contact dialog. Kept even when the notification email fails. */
export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_enquiries_created_at_idx').on(t.createdAt)],
);

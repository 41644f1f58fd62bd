import { doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../ids';
import { users } from './identity';

/**
 * Community pharmacies (decision 0065), imported by admins from a CSV. A pharmacy is the same one
 * when its name, street address and postcode match (case and spacing aside): a re-import updates
 * it. Trigram indexes (pg_trgm) make `findPharmacy` forgive typos; the earthdistance index makes
 * `nearbyPharmacy` read only the pharmacies within the radius, nearest first.
 */
export const pharmacies = pgTable(
  'pharmacies',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    name: text('name').notNull(),
    address: text('address').notNull(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    phone: text('phone'),
    /** E.164, so the faxes module can dial it. */
    fax: text('fax'),
    email: text('email'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: text('opening_hours'),
    /** lower(name)|lower(address)|postcode, spaces squeezed: what makes a row "the same pharmacy". */
    matchKey: text('match_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pharmacies_match_key_uq').on(t.matchKey),
    index('pharmacies_postcode_idx').on(t.postcode),
    index('pharmacies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('pharmacies_suburb_trgm_idx').using('gin', t.suburb.op('gin_trgm_ops')),
  ],
);

/** A patient's preferred pharmacy (one per patient), where their doctor sends scripts and letters. */
export const preferredPharmacies = pgTable('preferred_pharmacies', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pharmacyId: uuid('pharmacy_id')
    .notNull()
    .references(() => pharmacies.id, { onDelete: 'cascade' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { z } from 'zod';

/**
 * Pharmacies (issue 17 item 4, decisions 0065 and 0066): the spec's `/twilioCalls/findPharmacy`
 * and `/twilioCalls/nearbyPharmacy`, the admins' CSV import, a patient's preferred pharmacy and a
 * doctor sending a document to it by fax or email.
 */

export const PHARMACY_PAGE_SIZE_MAX = 50;
export const PHARMACY_DEFAULT_PAGE_SIZE = 10;
/** How far `nearbyPharmacy` looks by default, and at most, in kilometres. */
export const PHARMACY_NEARBY_DEFAULT_KM = 25;
export const PHARMACY_NEARBY_MAX_KM = 100;
export const PHARMACY_QUERY_MIN = 2;
export const PHARMACY_QUERY_MAX = 100;
/** The import's limits: the CSV text (2 MB) and its data rows. */
export const PHARMACY_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const PHARMACY_IMPORT_MAX_ROWS = 10_000;
/** The CSV header the import reads; column order is free, names are these. */
export const PHARMACY_CSV_COLUMNS = [
  'name',
  'address',
  'suburb',
  'state',
  'postcode',
  'phone',
  'fax',
  'email',
  'latitude',
  'longitude',
  'opening hours',
] as const;
export const PHARMACY_CSV_REQUIRED = ['name', 'address', 'suburb', 'state', 'postcode'] as const;

export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

export const pharmacyWords = {
  notFound: 'Pharmacy not found',
  postcodeUnknown: 'We do not know that postcode',
  nearbyNeedsPlace: 'Give a postcode, or a latitude and longitude',
  query: `Type at least ${PHARMACY_QUERY_MIN} characters of a name, suburb or postcode`,
  postcode: 'A postcode is 4 digits',
  importTooLarge: `The CSV is larger than ${PHARMACY_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  importTooManyRows: `The CSV has more than ${PHARMACY_IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows`,
  importNoHeader: `The first line must name the columns: ${PHARMACY_CSV_REQUIRED.join(', ')} (and any of phone, fax, email, latitude, longitude, opening hours)`,
  noPreferred: 'The patient has not chosen a pharmacy',
  noFax: 'The pharmacy has no fax number',
  noEmail: 'The pharmacy has no email address',
  consent: 'Confirm the patient asked for this document to go to their pharmacy',
} as const;

const ZPostcode = z.string().regex(/^\d{4}$/, { error: pharmacyWords.postcode });

export const ZPharmacy = z.object({
  id: z.string().uuid(),
  name: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone: z.string().nullable(),
  fax: z.string().nullable(),
  email: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.string().nullable(),
});
export type TPharmacy = z.infer<typeof ZPharmacy>;

/** A pharmacy found near a place, with its straight-line distance in kilometres (one decimal). */
export const ZNearbyPharmacy = ZPharmacy.extend({ distanceKm: z.number() });
export type TNearbyPharmacy = z.infer<typeof ZNearbyPharmacy>;

const pageFields = {
  page: z.coerce.number().int().min(1, { error: 'The page is a whole number from 1' }).max(1000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, { error: `The page size is a whole number from 1 to ${PHARMACY_PAGE_SIZE_MAX}` })
    .max(PHARMACY_PAGE_SIZE_MAX, {
      error: `The page size is a whole number from 1 to ${PHARMACY_PAGE_SIZE_MAX}`,
    })
    .default(PHARMACY_DEFAULT_PAGE_SIZE),
};

export const ZFindPharmacyQuery = z.object({
  q: z
    .string()
    .trim()
    .min(PHARMACY_QUERY_MIN, { error: pharmacyWords.query })
    .max(PHARMACY_QUERY_MAX, { error: pharmacyWords.query }),
  ...pageFields,
});
export type TFindPharmacyQuery = z.infer<typeof ZFindPharmacyQuery>;

export const ZNearbyPharmacyQuery = z
  .object({
    postcode: ZPostcode.optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    radiusKm: z.coerce
      .number()
      .positive()
      .max(PHARMACY_NEARBY_MAX_KM, { error: `The radius is at most ${PHARMACY_NEARBY_MAX_KM} km` })
      .default(PHARMACY_NEARBY_DEFAULT_KM),
    ...pageFields,
  })
  .refine((q) => q.postcode !== undefined || (q.lat !== undefined && q.lng !== undefined), {
    error: pharmacyWords.nearbyNeedsPlace,
  });
export type TNearbyPharmacyQuery = z.infer<typeof ZNearbyPharmacyQuery>;

export const ZPharmacyPage = z.object({
  items: z.array(ZPharmacy),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type TPharmacyPage = z.infer<typeof ZPharmacyPage>;

export const ZNearbyPharmacyPage = z.object({
  items: z.array(ZNearbyPharmacy),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  /** The point searched from: the postcode's centroid, or the given coordinates. */
  origin: z.object({ latitude: z.number(), longitude: z.number(), postcode: z.string().nullable() }),
  radiusKm: z.number(),
});
export type TNearbyPharmacyPage = z.infer<typeof ZNearbyPharmacyPage>;

export const ZPharmacyImport = z.object({
  csv: z
    .string()
    .min(1, { error: pharmacyWords.importNoHeader })
    .max(PHARMACY_IMPORT_MAX_BYTES, { error: pharmacyWords.importTooLarge }),
});
export type TPharmacyImport = z.infer<typeof ZPharmacyImport>;

export const ZPharmacyImportReport = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type TPharmacyImportReport = z.infer<typeof ZPharmacyImportReport>;

export const ZPreferredPharmacy = z.object({ pharmacy: ZPharmacy.nullable() });
export type TPreferredPharmacy = z.infer<typeof ZPreferredPharmacy>;

export const ZSetPreferredPharmacy = z.object({ pharmacyId: z.string().uuid().nullable() });
export type TSetPreferredPharmacy = z.infer<typeof ZSetPreferredPharmacy>;

export const PHARMACY_CHANNELS = ['fax', 'email'] as const;
export type TPharmacyChannel = (typeof PHARMACY_CHANNELS)[number];

export const ZSendToPharmacy = z.object({
  channel: z.enum(PHARMACY_CHANNELS, { error: 'Send by fax or email' }),
  consent: z.literal(true, { error: pharmacyWords.consent }),
});
export type TSendToPharmacy = z.infer<typeof ZSendToPharmacy>;

export const ZSentToPharmacy = z.object({
  documentId: z.string().uuid(),
  pharmacyId: z.string().uuid(),
  pharmacyName: z.string(),
  channel: z.enum(PHARMACY_CHANNELS),
  to: z.string(),
  sentAt: z.string(),
});
export type TSentToPharmacy = z.infer<typeof ZSentToPharmacy>;

/** One line of a pharmacy's address, as lists show it. */
export const pharmacyAddressLine = (p: Pick<TPharmacy, 'address' | 'suburb' | 'state' | 'postcode'>) =>
  `${p.address}, ${p.suburb} ${p.state} ${p.postcode}`;

/** The API paths, shared by the routes' tests and the browser; the search routes as the spec names them. */
export const findPharmacyPath = '/api/v1/twilioCalls/findPharmacy';
export const nearbyPharmacyPath = '/api/v1/twilioCalls/nearbyPharmacy';
export const importPharmaciesPath = '/api/v1/pharmacies/import';
export const preferredPharmacyPath = (userId: string) =>
  `/api/v1/users/${encodeURIComponent(userId)}/preferredPharmacy`;
export const documentPharmacyPath = (documentId: string) =>
  `/api/v1/documents/${encodeURIComponent(documentId)}/pharmacy`;
export const sendToPharmacyPath = (documentId: string) =>
  `/api/v1/documents/${encodeURIComponent(documentId)}/sendToPharmacy`;

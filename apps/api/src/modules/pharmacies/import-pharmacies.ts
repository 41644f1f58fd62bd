import { isValidEmail } from '@curo/core/email';
import { ErrorCode } from '@curo/core/errors';
import {
  AU_STATES,
  PHARMACY_CSV_COLUMNS,
  PHARMACY_CSV_REQUIRED,
  PHARMACY_IMPORT_MAX_ROWS,
  pharmacyWords,
  type TPharmacyImportReport,
} from '@curo/core/pharmacies';
import type { Db } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { parseCsv } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import { actorsOf, recordAuditEvent } from '../audit';
import { type NewPharmacy, upsertPharmacies } from './pharmacies.repository';
import { postcodeCentroid } from './postcode-centroids';

const FIELD_MAX = 200;
const HOURS_MAX = 500;
const BATCH = 500;

/** An Australian phone or fax number as E.164: "(02) 9999 1234" is +61299991234. */
export function auPhoneToE164(value: string): string | null {
  const digits = value.replace(/[\s()\-.]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(digits)) return digits;
  if (/^0[2-9]\d{8}$/.test(digits)) return `+61${digits.slice(1)}`;
  if (/^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits)) return digits;
  return null;
}

/** What makes two rows the same pharmacy: name, street address and postcode, case and spacing aside. */
export const matchKeyOf = (p: { name: string; address: string; postcode: string }) =>
  [p.name, p.address, p.postcode].map((s) => s.trim().toLowerCase().replace(/\s+/g, ' ')).join('|');

type RowResult = { ok: true; pharmacy: NewPharmacy } | { ok: false; reason: string };

function readRow(get: (column: string) => string): RowResult {
  const name = get('name');
  const address = get('address');
  const suburb = get('suburb');
  const state = get('state').toUpperCase();
  const postcode = get('postcode');
  for (const column of PHARMACY_CSV_REQUIRED)
    if (!get(column)) return { ok: false, reason: `The ${column} is missing` };
  for (const column of ['name', 'address', 'suburb', 'phone', 'fax', 'email'])
    if (get(column).length > FIELD_MAX)
      return { ok: false, reason: `The ${column} is longer than ${FIELD_MAX} characters` };
  if (get('opening hours').length > HOURS_MAX)
    return { ok: false, reason: `The opening hours are longer than ${HOURS_MAX} characters` };
  if (!(AU_STATES as readonly string[]).includes(state))
    return { ok: false, reason: `The state must be one of ${AU_STATES.join(', ')}` };
  if (!/^\d{4}$/.test(postcode)) return { ok: false, reason: 'The postcode must be 4 digits' };
  const phoneText = get('phone');
  const phone = phoneText ? auPhoneToE164(phoneText) : null;
  if (phoneText && !phone) return { ok: false, reason: 'The phone number is not an Australian number' };
  const faxText = get('fax');
  const fax = faxText ? auPhoneToE164(faxText) : null;
  // Faxes go to landlines: +61 2, 3, 7 or 8 and eight digits.
  if (faxText && (!fax || !/^\+61[2378]\d{8}$/.test(fax)))
    return { ok: false, reason: 'The fax number is not an Australian landline' };
  const email = get('email') || null;
  if (email && !isValidEmail(email)) return { ok: false, reason: 'The email address is not valid' };
  const latText = get('latitude');
  const lngText = get('longitude');
  let latitude: number;
  let longitude: number;
  if (latText || lngText) {
    latitude = Number(latText);
    longitude = Number(lngText);
    // Australia and its territories, Christmas Island to Norfolk Island, Cape York to Macquarie Island.
    const inAustralia =
      latText !== '' &&
      lngText !== '' &&
      latitude >= -55 &&
      latitude <= -9 &&
      longitude >= 96 &&
      longitude <= 169;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || !inAustralia)
      return { ok: false, reason: 'The latitude and longitude are not a place in Australia' };
  } else {
    // No position given: the postcode's centroid stands in, so the pharmacy is still found nearby.
    const centroid = postcodeCentroid(postcode);
    if (!centroid)
      return { ok: false, reason: `No latitude and longitude, and postcode ${postcode} is unknown` };
    ({ latitude, longitude } = centroid);
  }
  return {
    ok: true,
    pharmacy: {
      name,
      address,
      suburb,
      state,
      postcode,
      phone,
      fax,
      email,
      latitude,
      longitude,
      openingHours: get('opening hours') || null,
      matchKey: matchKeyOf({ name, address, postcode }),
    },
  };
}

/**
 * `POST /pharmacies/import` (admins; decision 0065): reads the CSV (a header line naming the
 * columns, in any order), checks every row and upserts the good ones by name, address and postcode.
 * Bad rows are reported with their line number and why, and the rest still import; a second row for
 * the same pharmacy in one file is rejected rather than silently winning. Audited.
 */
export async function importPharmacies({
  db,
  principal,
  csv,
  client,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  csv: string;
  client: ClientContext;
  now?: Date;
}): Promise<TPharmacyImportReport> {
  const [header, ...rows] = parseCsv(csv);
  const columns = (header?.cells ?? []).map((c) =>
    c
      .trim()
      .toLowerCase()
      .replace(/[_\s]+/g, ' '),
  );
  if (!PHARMACY_CSV_REQUIRED.every((c) => columns.includes(c)))
    throw new AppError(ErrorCode.VALIDATION_ERROR, pharmacyWords.importNoHeader);
  if (rows.length > PHARMACY_IMPORT_MAX_ROWS)
    throw new AppError(ErrorCode.VALIDATION_ERROR, pharmacyWords.importTooManyRows);
  const index = new Map(PHARMACY_CSV_COLUMNS.map((c) => [c as string, columns.indexOf(c)]));

  const rejected: TPharmacyImportReport['rejected'] = [];
  const good: NewPharmacy[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of rows) {
    const get = (column: string) => {
      const i = index.get(column) ?? -1;
      return i < 0 ? '' : (cells[i] ?? '').trim();
    };
    const result = readRow(get);
    if (!result.ok) {
      rejected.push({ row: line, reason: result.reason });
      continue;
    }
    const first = seen.get(result.pharmacy.matchKey);
    if (first !== undefined) {
      rejected.push({ row: line, reason: `The same pharmacy as row ${first}` });
      continue;
    }
    seen.set(result.pharmacy.matchKey, line);
    good.push(result.pharmacy);
  }

  let created = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < good.length; i += BATCH)
      created += await upsertPharmacies(tx, good.slice(i, i + BATCH), now);
  });
  const report = { rows: rows.length, created, updated: good.length - created, rejected };
  await recordAuditEvent({
    db,
    action: 'pharmacies.imported',
    ...actorsOf(principal),
    recordType: 'pharmacy',
    context: client,
    details: {
      rows: report.rows,
      created: report.created,
      updated: report.updated,
      rejected: rejected.length,
    },
  });
  return report;
}

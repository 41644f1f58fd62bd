import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The retention job's reads and writes (decision 0058). De-identifying one account touches the
 * tables of many domains in one transaction, so they are written here, in the one repository that
 * does that and nothing else; the bytes of stored files go through the files module and storage.
 */

const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** What the retention rule needs to know about one closed account. */
export interface ClosedAccountFacts {
  id: string;
  /** The latest contact in the records, closure included. */
  lastContact: Date;
  /** The account holder's date of birth and their dependants' (YYYY-MM-DD). */
  birthDates: Array<string | null>;
  lastInvoiceAt: Date | null;
}

interface FactsRow {
  id: string;
  last_contact: Date | string;
  birth_dates: Array<string | null> | string | null;
  last_invoice_at: Date | string | null;
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));
/** node-postgres answers a text[] as an array; PGlite too, but be lenient with the literal form. */
const asDates = (v: FactsRow['birth_dates']): Array<string | null> =>
  Array.isArray(v)
    ? v
    : v
      ? v
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean)
          .map((s) => (s === 'NULL' ? null : s))
      : [];

/**
 * The facts of closed patient accounts not yet de-identified, in id order after `afterId`
 * (`limit` at a time), or of the one account `id`. "Last contact" is the latest of: a consult's
 * booking, start or end; a clinical note saved or added to; a document issued; a chat message; a
 * file or referral for them; the account's closure. With `lock`, the account's row is locked for
 * the transaction (the de-identifying one), and nothing is answered unless it is still closed.
 */
export async function closedAccountFacts(
  db: Executor,
  options: { afterId?: string | null; limit?: number; id?: string; lock?: boolean },
): Promise<ClosedAccountFacts[]> {
  const scope = options.id
    ? sql`and u.id = ${options.id}`
    : options.afterId
      ? sql`and u.id > ${options.afterId}`
      : sql``;
  const rows = await rowsOf<FactsRow>(
    db,
    sql`
    select u.id,
      greatest(
        u.deleted_at,
        (select max(greatest(a.created_at, a.starts_at, a.ends_at)) from appointments a where a.patient_id = u.id),
        (select max(v.saved_at) from clinical_note_versions v
           join clinical_notes n on n.id = v.note_id
           join appointments a on a.id = n.appointment_id where a.patient_id = u.id),
        (select max(e.created_at) from clinical_note_entries e
           join clinical_notes n on n.id = e.note_id
           join appointments a on a.id = n.appointment_id where a.patient_id = u.id),
        (select max(d.issued_at) from clinical_documents d where d.patient_id = u.id),
        (select max(m.created_at) from consult_chat_messages m
           join appointments a on a.id = m.appointment_id where a.patient_id = u.id),
        (select max(f.created_at) from files f where f.patient_id = u.id or f.owner_id = u.id),
        (select max(r.created_at) from referrals r where r.patient_id = u.id)
      ) as last_contact,
      array(
        select pp.date_of_birth::text from patient_profiles pp where pp.user_id = u.id
        union all
        select fm.date_of_birth::text from family_members fm where fm.patient_id = u.id
      ) as birth_dates,
      (select max(i.issued_at) from invoices i where i.patient_id = u.id) as last_invoice_at
    from users u
    where u.role = 'patient' and u.deleted_at is not null and u.deidentified_at is null ${scope}
    order by u.id
    limit ${options.limit ?? 1}
    ${options.lock ? sql`for update of u` : sql``}`,
  );
  return rows.map((r) => ({
    id: r.id,
    lastContact: asDate(r.last_contact),
    birthDates: asDates(r.birth_dates),
    lastInvoiceAt: r.last_invoice_at ? asDate(r.last_invoice_at) : null,
  }));
}

/**
 * Storage keys of a person's health record held outside the file store: their photo, chat
 * attachments and consult files, issued documents, recordings, and faxes filed to them.
 */
export async function storageKeysOfAccount(db: Executor, userId: string): Promise<string[]> {
  const rows = await rowsOf<{ key: string | null }>(
    db,
    sql`
    select photo_key as key from users where id = ${userId}
    union all
    select m.attachment_key from consult_chat_messages m
      join appointments a on a.id = m.appointment_id where a.patient_id = ${userId} and m.attachment_key is not null
    union all
    select f.storage_key from appointment_files f
      join appointments a on a.id = f.appointment_id where a.patient_id = ${userId}
    union all
    select d.storage_key from clinical_documents d where d.patient_id = ${userId}
    union all
    select c.storage_key from consult_recording_chunks c
      join consult_recordings r on r.id = c.recording_id
      join appointments a on a.id = r.appointment_id where a.patient_id = ${userId}
    union all
    select storage_key from received_faxes where patient_id = ${userId}
    union all
    select storage_key from outbound_faxes where patient_id = ${userId}`,
  );
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/** Placeholders that say a record was de-identified, and say nothing about whom it was for. */
export const FORMER_PATIENT = { firstName: 'Former', lastName: 'patient', name: 'Former patient' } as const;

/** The address a de-identified account keeps: unique, unroutable (`.invalid`), naming no one. */
export const deidentifiedEmail = (userId: string) => `deidentified-${userId}@deidentified.invalid`;

/**
 * Removes what identifies the person from one closed account and its records, in the caller's
 * transaction (decision 0058, "What is removed"). Every statement is scoped to this account and
 * sets fixed values, so running it twice changes nothing more.
 */
export async function deidentifyAccountRows(db: Executor, userId: string, now: Date): Promise<void> {
  const run = (query: SQL) => db.execute(query);
  const ofPatient = sql`select id from appointments where patient_id = ${userId}`;
  const [person] = await rowsOf<{ email: string; phone: string | null }>(
    db,
    sql`select email, phone from users where id = ${userId}`,
  );

  // Messages sent to them: the addresses, names and what was said.
  if (person) {
    await run(
      sql`delete from outbound_messages where to_address in (${person.email}, ${person.phone ?? person.email})`,
    );
  }

  // Sign-in: credentials, sessions, links and codes.
  for (const table of ['refresh_tokens', 'magic_tokens', 'pin_codes', 'login_challenges'] as const) {
    await run(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`);
  }
  await run(sql`delete from idempotency_keys where user_id = ${userId}`);

  // Card processor links and saved cards (payments keep their amounts; the method link goes null).
  await run(sql`delete from billing_customers where user_id = ${userId}`);
  await run(sql`delete from payment_methods where user_id = ${userId}`);

  // Medicare, IHI, address and date of birth (its year kept for statistics).
  await run(sql`delete from patient_ihi_submissions where patient_id = ${userId}`);
  await run(sql`
    update patient_profiles set
      birth_year = coalesce(birth_year, extract(year from date_of_birth)::smallint),
      date_of_birth = null, address_line = null, suburb = null, postcode = null,
      medicare_number = null, medicare_irn = null, medicare_expiry = null, ihi = null
    where user_id = ${userId}`);

  // Dependants: their names and dates of birth (consults and documents keep a null link).
  await run(sql`delete from family_members where patient_id = ${userId}`);

  // Consults: free text the patient or staff wrote, guests' names and addresses.
  await run(sql`
    update appointments set reason = null, cancel_reason = null, details = '{}'::jsonb
    where patient_id = ${userId}`);
  await run(sql`update appointment_events set details = '{}'::jsonb where appointment_id in (${ofPatient})`);
  await run(sql`
    update appointment_participants
    set name = 'Former guest', email = null, invite_token_hash = null
    where user_id is null and appointment_id in (${ofPatient})`);
  await run(sql`delete from appointment_files where appointment_id in (${ofPatient})`);

  // Chat: what was written and attached (the messages stay, numbered, as a record that they were sent).
  await run(sql`
    update consult_chat_messages set body = '', attachment_key = null, attachment_name = null,
      attachment_type = null, attachment_bytes = null
    where appointment_id in (${ofPatient})`);

  // Clinical notes and referrals: the free text (who wrote and signed what, and when, stays).
  await run(sql`
    update clinical_note_versions set reason = '', history = '', examination = '', assessment = '',
      plan = '', patient_summary = ''
    where note_id in (select id from clinical_notes where appointment_id in (${ofPatient}))`);
  await run(sql`
    update clinical_note_entries set text = ''
    where note_id in (select id from clinical_notes where appointment_id in (${ofPatient}))`);
  await run(sql`
    update referrals set reason = '', clinical_details = '', response_reason = null
    where patient_id = ${userId}`);

  // Issued documents: the name on them, what they said, and links sent to anyone.
  await run(sql`
    delete from document_shares
    where document_id in (select id from clinical_documents where patient_id = ${userId})`);
  await run(sql`
    update clinical_documents set patient_name = ${FORMER_PATIENT.name}, patient_initials = '-',
      details = '{}'::jsonb
    where patient_id = ${userId}`);

  // Recordings of their calls (the request and the patient's answer stay, as consent history).
  await run(sql`delete from consult_recordings where appointment_id in (${ofPatient})`);

  // Faxes filed to them: the labels and notes (the PDFs' bytes are removed by the caller).
  await run(sql`update received_faxes set label = null, note = null where patient_id = ${userId}`);

  // Invoices stay for tax, with amounts; after the tax years the payer's name goes.
  await run(sql`
    update invoices set details = details
      || jsonb_build_object('patientName', ${FORMER_PATIENT.name}::text)
      || case when details->>'familyMemberName' is not null
           then jsonb_build_object('familyMemberName', 'Former dependant') else '{}'::jsonb end
    where patient_id = ${userId}`);

  // Last, the account itself: it names no one and can never sign in again.
  await run(sql`
    update users set email = ${deidentifiedEmail(userId)}, first_name = ${FORMER_PATIENT.firstName},
      last_name = ${FORMER_PATIENT.lastName}, phone = null, password_hash = null, totp_secret = null,
      totp_enabled_at = null, totp_last_epoch = null, email_verified_at = null, phone_verified_at = null,
      photo_key = null, notification_settings = '{}'::jsonb, failed_attempts = 0,
      deidentified_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
    where id = ${userId}`);
}

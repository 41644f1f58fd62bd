import type { TJoinWaitlist, TWaitlist, TWaitlistEntry } from '@curo/core/scheduling-waitlist';
import { doctorDisplayName } from '@curo/core/users';
import type { Db, Executor } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { notFound } from '../../../platform/errors';
import { getSpecialties } from '../../specialties/manage-specialties';
import { findUserById } from '../../users';
import { toOfferDto } from './offers';
import { mayLeave } from './waitlist.policy';
import {
  findWaitingEntry,
  findWaitlistEntry,
  insertWaitlistEntry,
  openOffersTo,
  setWaitlistEntryStatus,
  type WaitlistEntryRow,
  waitingEntriesOf,
} from './waitlist.repository';

const named = (first: string | null, last: string | null) =>
  first && last ? doctorDisplayName({ firstName: first, lastName: last }) : null;

/** `POST /waitlist/join`: wait for a doctor or a specialty; joining again keeps your place. */
export async function joinWaitlist({
  db,
  principal,
  input,
  now = new Date(),
}: {
  db: Db;
  principal: Principal;
  input: TJoinWaitlist;
  now?: Date;
}): Promise<TWaitlistEntry> {
  if (input.doctorId) {
    const doctor = await findUserById(db, input.doctorId);
    if (doctor?.role !== 'doctor' || doctor.status !== 'active' || doctor.deletedAt)
      throw notFound('Doctor not found');
  }
  // A specialty by its page's slug ("adhd") is kept by the name people read ("ADHD").
  const specialty = input.specialty ? await specialtyNamed(db, input.specialty) : undefined;
  const target = input.doctorId ? { doctorId: input.doctorId } : { specialty };
  const entry =
    (await findWaitingEntry(db, principal.userId, target)) ??
    (await insertWaitlistEntry(db, {
      patientId: principal.userId,
      doctorId: input.doctorId ?? null,
      specialty: input.doctorId ? null : (specialty ?? null),
    }));
  return entryDto(db, entry, now);
}

/** `GET /waitlist`: the caller's places on the waitlist, each with the times open to them now. */
export async function myWaitlist({
  db,
  principal,
  now = new Date(),
}: {
  db: Executor;
  principal: Principal;
  now?: Date;
}): Promise<TWaitlist> {
  const rows = await waitingEntriesOf(db, principal.userId);
  const offers = await openOffersTo(
    db,
    rows.map((r) => r.entry.id),
    now,
  );
  return {
    items: rows.map(({ entry, doctorFirst, doctorLast }) => ({
      ...baseDto(entry, named(doctorFirst, doctorLast)),
      offers: offers
        .filter((o) => o.offer.entryIds.includes(entry.id))
        .map((o) => toOfferDto(o.offer, named(o.doctorFirst, o.doctorLast) ?? '')),
    })),
  };
}

/** `POST /waitlist/{id}/leave`: gives up the place (someone else's entry: 404). */
export async function leaveWaitlist({
  db,
  principal,
  id,
}: {
  db: Db;
  principal: Principal;
  id: string;
}): Promise<TWaitlistEntry> {
  const entry = await findWaitlistEntry(db, id);
  if (!entry || !mayLeave(principal, entry)) throw notFound('Waitlist place not found');
  if (entry.status === 'waiting') await setWaitlistEntryStatus(db, [entry.id], 'left');
  return {
    ...baseDto({ ...entry, status: entry.status === 'waiting' ? 'left' : entry.status }, null),
    offers: [],
  };
}

async function specialtyNamed(db: Executor, wanted: string): Promise<string> {
  const known = await getSpecialties({ db, publicOnly: false });
  const lower = wanted.toLowerCase();
  return (
    known.items.find((s) => s.slug.toLowerCase() === lower || s.name.toLowerCase() === lower)?.name ?? wanted
  );
}

function baseDto(entry: WaitlistEntryRow, doctorName: string | null): Omit<TWaitlistEntry, 'offers'> {
  return {
    id: entry.id,
    doctorId: entry.doctorId,
    doctorName,
    specialty: entry.specialty,
    status: entry.status,
    joinedAt: entry.createdAt.toISOString(),
  };
}

async function entryDto(db: Executor, entry: WaitlistEntryRow, now: Date): Promise<TWaitlistEntry> {
  const doctor = entry.doctorId ? await findUserById(db, entry.doctorId) : undefined;
  const offers = await openOffersTo(db, [entry.id], now);
  return {
    ...baseDto(entry, doctor ? doctorDisplayName(doctor) : null),
    offers: offers.map((o) => toOfferDto(o.offer, named(o.doctorFirst, o.doctorLast) ?? '')),
  };
}

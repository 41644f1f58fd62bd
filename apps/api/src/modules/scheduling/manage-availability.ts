import {
  DEFAULT_CONSULT_SETTINGS,
  type TAvailability,
  type TAvailabilityRule,
  type TAvailabilityRuleInput,
  type TConsultSettings,
  ZConsultSettings,
} from '@curo/core/scheduling';
import type { Db, Executor } from '../../db/client';
import type { ClientContext, Principal } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { type AuditEventInput, actorsOf, auditedChange } from '../audit/record-audit-event';
import { mayManageSchedule } from './availability.policy';
import {
  type AvailabilityRuleRow,
  countCalendarBusy,
  deleteRule,
  findCalendar,
  findDoctorSchedulingProfile,
  findRule,
  insertRule,
  listRules,
  setConsultSettings,
  updateRule,
} from './availability.repository';

const toRuleDto = (row: AvailabilityRuleRow): TAvailabilityRule => ({
  id: row.id,
  doctorId: row.doctorId,
  kind: row.kind,
  weekday: row.weekday,
  date: row.date,
  startTime: row.startTime,
  endTime: row.endTime,
  note: row.note,
});

const doctorNotFound = () => notFound('Doctor not found');

/** The doctor whose schedule `principal` may manage (availability.policy.ts); anyone else's answers 404. */
export async function managedDoctor(db: Executor, principal: Principal, doctorId: string) {
  if (!mayManageSchedule(principal, doctorId)) throw doctorNotFound();
  const profile = await findDoctorSchedulingProfile(db, doctorId);
  if (!profile) throw doctorNotFound();
  return profile;
}

/** Built once: a schema made per call cost about 5% of a slots request's CPU (issue 16). */
const ZStoredConsultSettings = ZConsultSettings.partial();

/** Stored settings over the defaults, so a setting added later has a value for every doctor. */
export function consultSettingsOf(stored: unknown): TConsultSettings {
  const parsed = ZStoredConsultSettings.safeParse(stored);
  return { ...DEFAULT_CONSULT_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

function maskFeedUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    // Feed URLs carry their secret in the path or query; show only where it points.
    return `${parsed.protocol}//${parsed.host}/…`;
  } catch {
    return null;
  }
}

export async function getAvailability({
  db,
  principal,
  doctorId,
}: {
  db: Executor;
  principal: Principal;
  doctorId: string;
}): Promise<TAvailability> {
  const profile = await managedDoctor(db, principal, doctorId);
  const [rules, calendar, busyEvents] = await Promise.all([
    listRules(db, doctorId),
    findCalendar(db, doctorId),
    countCalendarBusy(db, doctorId),
  ]);
  return {
    doctorId,
    timeZone: profile.timeZone,
    rules: rules.map(toRuleDto),
    calendar: calendar
      ? {
          source: calendar.source,
          url: maskFeedUrl(calendar.icsUrl),
          lastSyncedAt: calendar.lastSyncedAt?.toISOString() ?? null,
          lastError: calendar.lastError,
          busyEvents,
        }
      : null,
  };
}

const fieldsOf = (input: TAvailabilityRuleInput) => ({
  kind: input.kind,
  weekday: input.kind === 'weekly' || input.kind === 'break' ? (input.weekday ?? null) : null,
  date: input.kind === 'weekly' ? null : (input.date ?? null),
  startTime: input.kind === 'dayOff' ? null : (input.startTime ?? null),
  endTime: input.kind === 'dayOff' ? null : (input.endTime ?? null),
  note: input.note ?? null,
});

/** The audit event for a change to `doctorId`'s availability, written with the change. */
const scheduleEvent = (
  principal: Principal,
  client: ClientContext,
  doctorId: string,
  what: string,
): AuditEventInput => ({
  action: 'schedule.updated',
  ...actorsOf(principal),
  subjectUserId: doctorId,
  recordType: 'availability',
  recordId: doctorId,
  context: client,
  details: { what },
});

export async function addRule({
  db,
  principal,
  doctorId,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  doctorId: string;
  input: TAvailabilityRuleInput;
  client: ClientContext;
}) {
  await managedDoctor(db, principal, doctorId);
  const row = await auditedChange(
    db,
    (tx) => insertRule(tx, doctorId, fieldsOf(input)),
    () => scheduleEvent(principal, client, doctorId, `added ${input.kind}`),
  );
  return toRuleDto(row);
}

export async function changeRule({
  db,
  principal,
  id,
  input,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  input: TAvailabilityRuleInput;
  client: ClientContext;
}) {
  const existing = await findRule(db, id);
  if (!existing) throw notFound('Availability not found');
  await managedDoctor(db, principal, existing.doctorId).catch(() => {
    throw notFound('Availability not found');
  });
  const row = await auditedChange(
    db,
    async (tx) => {
      const updated = await updateRule(tx, id, fieldsOf(input));
      if (!updated) throw notFound('Availability not found');
      return updated;
    },
    () => scheduleEvent(principal, client, existing.doctorId, `changed ${input.kind}`),
  );
  return toRuleDto(row);
}

export async function removeRule({
  db,
  principal,
  id,
  client,
}: {
  db: Db;
  principal: Principal;
  id: string;
  client: ClientContext;
}) {
  const existing = await findRule(db, id);
  if (!existing) throw notFound('Availability not found');
  await managedDoctor(db, principal, existing.doctorId).catch(() => {
    throw notFound('Availability not found');
  });
  await auditedChange(
    db,
    (tx) => deleteRule(tx, id, existing.doctorId),
    () => scheduleEvent(principal, client, existing.doctorId, `removed ${existing.kind}`),
  );
}

/** Anyone may read a doctor's consult settings: patients need the lengths, kinds and price. */
export async function getConsultSettings({ db, doctorId }: { db: Executor; doctorId: string }) {
  const profile = await findDoctorSchedulingProfile(db, doctorId);
  if (!profile) throw doctorNotFound();
  return consultSettingsOf(profile.consultSettings);
}

export async function updateConsultSettings({
  db,
  principal,
  doctorId,
  settings,
  client,
}: {
  db: Db;
  principal: Principal;
  doctorId: string;
  settings: TConsultSettings;
  client: ClientContext;
}) {
  await managedDoctor(db, principal, doctorId);
  await auditedChange(
    db,
    (tx) => setConsultSettings(tx, doctorId, settings),
    () => scheduleEvent(principal, client, doctorId, 'consult settings'),
  );
  return settings;
}

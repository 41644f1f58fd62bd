import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/identity';
import { type CallLeg, consultCalls, emergencyCalls, emergencyPhoneSettings } from '../../db/schema/phone';
import { appointments, shifts } from '../../db/schema/scheduling';

export type EmergencyPhoneSettingsRow = typeof emergencyPhoneSettings.$inferSelect;
export type EmergencyCallRow = typeof emergencyCalls.$inferSelect;
export type { CallLeg };

export async function findSettings(db: Executor): Promise<EmergencyPhoneSettingsRow | undefined> {
  const [row] = await db.select().from(emergencyPhoneSettings).where(eq(emergencyPhoneSettings.id, 1));
  return row;
}

export async function saveSettings(
  db: Executor,
  values: Omit<typeof emergencyPhoneSettings.$inferInsert, 'id'>,
): Promise<EmergencyPhoneSettingsRow> {
  const [row] = await db
    .insert(emergencyPhoneSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: emergencyPhoneSettings.id, set: values })
    .returning();
  if (!row) throw new Error('settings not saved');
  return row;
}

/**
 * Doctors on an emergency shift at `at`, in the order the line rings them: whoever's shift began
 * first (they have been on longest and expect calls), then by name. The shift rule is scheduling's
 * (`shifts`, kind `emergency`); it is read here in one query with each doctor's phone.
 */
export async function emergencyDoctorsOnShift(db: Executor, at: Date) {
  const rows = await db
    .select({
      doctorId: shifts.doctorId,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      startsAt: shifts.startsAt,
    })
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.doctorId))
    .where(
      and(
        eq(shifts.kind, 'emergency'),
        sql`${shifts.startsAt} <= ${at}`,
        gt(shifts.endsAt, at),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(shifts.startsAt), asc(users.lastName), asc(users.firstName), asc(users.id));
  const seen = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!seen.has(row.doctorId)) seen.set(row.doctorId, row);
  return [...seen.values()];
}

/** The call, inserted; or the one already stored under this CallSid (a webhook replayed). */
export async function insertOrFindCall(
  db: Executor,
  row: typeof emergencyCalls.$inferInsert,
): Promise<{ call: EmergencyCallRow; inserted: boolean }> {
  const [inserted] = await db.insert(emergencyCalls).values(row).onConflictDoNothing().returning();
  if (inserted) return { call: inserted, inserted: true };
  const call = await findCallBySid(db, row.callSid);
  if (!call) throw new Error('call vanished');
  return { call, inserted: false };
}

export async function findCallBySid(db: Executor, callSid: string): Promise<EmergencyCallRow | undefined> {
  const [row] = await db.select().from(emergencyCalls).where(eq(emergencyCalls.callSid, callSid));
  return row;
}

export async function findCall(db: Executor, id: string): Promise<EmergencyCallRow | undefined> {
  const [row] = await db.select().from(emergencyCalls).where(eq(emergencyCalls.id, id));
  return row;
}

/**
 * Moves a call to `status` only when it is further along than the stored one (a higher rank), so
 * a late or replayed callback changes nothing. Answers the row when it changed.
 */
export async function advanceCallStatus(
  db: Executor,
  callSid: string,
  change: Pick<EmergencyCallRow, 'status' | 'statusRank'> &
    Partial<Pick<EmergencyCallRow, 'endedAt' | 'durationSeconds'>>,
): Promise<EmergencyCallRow | undefined> {
  const [row] = await db
    .update(emergencyCalls)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(emergencyCalls.callSid, callSid), lt(emergencyCalls.statusRank, change.statusRank)))
    .returning();
  return row;
}

/** The first leg to answer is the one that did; a replayed "answered" changes nothing. */
export async function markAnswered(db: Executor, callSid: string, leg: number, doctorId: string | null) {
  await db
    .update(emergencyCalls)
    .set({ answeredLeg: leg, answeredBy: doctorId, updatedAt: sql`now()` })
    .where(and(eq(emergencyCalls.callSid, callSid), isNull(emergencyCalls.answeredLeg)));
}

export async function markVoicemail(db: Executor, callSid: string) {
  await db
    .update(emergencyCalls)
    .set({ reachedVoicemail: true, updatedAt: sql`now()` })
    .where(eq(emergencyCalls.callSid, callSid));
}

export async function setRecording(
  db: Executor,
  callSid: string,
  recording: { recordingSid: string; recordingDurationSeconds: number | null },
) {
  const [row] = await db
    .update(emergencyCalls)
    .set({ ...recording, updatedAt: sql`now()` })
    .where(eq(emergencyCalls.callSid, callSid))
    .returning();
  return row;
}

export interface CallWithDoctor extends EmergencyCallRow {
  doctorFirstName: string | null;
  doctorLastName: string | null;
}

/** One page of calls, newest first; `answeredBy` narrows it to the calls one doctor answered. */
export async function listCalls(
  db: Executor,
  { answeredBy, limit, offset }: { answeredBy?: string; limit: number; offset: number },
): Promise<{ rows: CallWithDoctor[]; total: number }> {
  const where: SQL | undefined = answeredBy ? eq(emergencyCalls.answeredBy, answeredBy) : undefined;
  const rows = await db
    .select({ call: emergencyCalls, doctorFirstName: users.firstName, doctorLastName: users.lastName })
    .from(emergencyCalls)
    .leftJoin(users, eq(users.id, emergencyCalls.answeredBy))
    .where(where)
    .orderBy(desc(emergencyCalls.startedAt), desc(emergencyCalls.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(emergencyCalls).where(where);
  return {
    rows: rows.map((r) => ({
      ...r.call,
      doctorFirstName: r.doctorFirstName,
      doctorLastName: r.doctorLastName,
    })),
    total: total?.n ?? 0,
  };
}

/**
 * Patients whose phone, written without spaces, brackets or dashes, is one of `numbers` (E.164
 * and the national 0… form of each caller). Closed and deleted accounts are left out.
 */
export async function patientsByPhone(db: Executor, numbers: string[]) {
  if (numbers.length === 0) return [];
  const bare = sql`regexp_replace(${users.phone}, '[[:space:]()-]', '', 'g')`;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: bare.mapWith(String),
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'patient'),
        isNull(users.deletedAt),
        or(inArray(bare, numbers), inArray(users.phone, numbers)),
      ),
    );
}

export type ConsultCallRow = typeof consultCalls.$inferSelect;

export async function insertConsultCall(
  db: Executor,
  row: typeof consultCalls.$inferInsert,
): Promise<ConsultCallRow> {
  const [inserted] = await db.insert(consultCalls).values(row).returning();
  if (!inserted) throw new Error('consult call not stored');
  return inserted;
}

export async function setConsultCallSid(db: Executor, id: string, callSid: string) {
  await db.update(consultCalls).set({ callSid }).where(eq(consultCalls.id, id));
}

export async function deleteConsultCall(db: Executor, id: string) {
  await db.delete(consultCalls).where(eq(consultCalls.id, id));
}

export async function findConsultCall(db: Executor, id: string): Promise<ConsultCallRow | undefined> {
  const [row] = await db.select().from(consultCalls).where(eq(consultCalls.id, id));
  return row;
}

/** As advanceCallStatus: only forward, so a late or replayed status changes nothing. */
export async function advanceConsultCall(
  db: Executor,
  id: string,
  change: Pick<ConsultCallRow, 'status' | 'statusRank'> &
    Partial<Pick<ConsultCallRow, 'startedAt' | 'endedAt' | 'durationSeconds'>>,
): Promise<ConsultCallRow | undefined> {
  const [row] = await db
    .update(consultCalls)
    .set(change)
    .where(and(eq(consultCalls.id, id), lt(consultCalls.statusRank, change.statusRank)))
    .returning();
  return row;
}

export async function markConsultCallOutcome(
  db: Executor,
  id: string,
  outcome: NonNullable<ConsultCallRow['outcome']>,
): Promise<ConsultCallRow | undefined> {
  const [row] = await db.update(consultCalls).set({ outcome }).where(eq(consultCalls.id, id)).returning();
  return row;
}

export function consultCallsOf(db: Executor, appointmentId: string) {
  return db
    .select()
    .from(consultCalls)
    .where(eq(consultCalls.appointmentId, appointmentId))
    .orderBy(desc(consultCalls.createdAt), desc(consultCalls.id));
}

/** A person's phone number as stored on their account. */
export async function phoneOfUser(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row?.phone ?? null;
}

/** A placed call with the number its callback consult asked to be called on. */
export async function consultCallWithPatientPhone(db: Executor, id: string) {
  const [row] = await db
    .select({ call: consultCalls, details: appointments.details })
    .from(consultCalls)
    .innerJoin(appointments, eq(appointments.id, consultCalls.appointmentId))
    .where(eq(consultCalls.id, id));
  if (!row) return undefined;
  const phone = (row.details as { phone?: unknown }).phone;
  return { call: row.call, patientPhone: typeof phone === 'string' ? phone : null };
}

/** Calls with a finished voicemail whose audio is not yet stored, oldest first, under `maxAttempts` tries. */
export async function voicemailsToFetch(db: Executor, maxAttempts: number, limit: number) {
  return db
    .select({ id: emergencyCalls.id, recordingSid: emergencyCalls.recordingSid })
    .from(emergencyCalls)
    .where(
      and(
        sql`${emergencyCalls.recordingSid} is not null`,
        isNull(emergencyCalls.voicemailStorageKey),
        lt(emergencyCalls.voicemailFetchAttempts, maxAttempts),
      ),
    )
    .orderBy(asc(emergencyCalls.startedAt))
    .limit(limit);
}

/** Links the stored audio to its call, once: a second fetch that raced this one changes nothing. */
export async function setVoicemailAudio(
  db: Executor,
  id: string,
  audio: { storageKey: string; sizeBytes: number },
): Promise<boolean> {
  const rows = await db
    .update(emergencyCalls)
    .set({
      voicemailStorageKey: audio.storageKey,
      voicemailSizeBytes: audio.sizeBytes,
      updatedAt: sql`now()`,
    })
    .where(and(eq(emergencyCalls.id, id), isNull(emergencyCalls.voicemailStorageKey)))
    .returning({ id: emergencyCalls.id });
  return rows.length > 0;
}

export async function countVoicemailFetchFailure(db: Executor, id: string) {
  await db
    .update(emergencyCalls)
    .set({
      voicemailFetchAttempts: sql`${emergencyCalls.voicemailFetchAttempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(emergencyCalls.id, id));
}

export async function findCallById(db: Executor, id: string): Promise<EmergencyCallRow | undefined> {
  const [row] = await db.select().from(emergencyCalls).where(eq(emergencyCalls.id, id));
  return row;
}

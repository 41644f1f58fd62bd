import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { patientProfiles, users } from '../../db/schema/identity';
import { patientIhiSubmissions } from '../../db/schema/ihi';

/**
 * Records `ihi` on the patient: the number on their profile (where their profile form edits it),
 * and, beside it, that it is unverified and who submitted it when.
 */
export async function saveIhi(
  tx: Executor,
  row: { patientId: string; ihi: string; submittedBy: string; at: Date },
): Promise<void> {
  await tx
    .insert(patientProfiles)
    .values({ userId: row.patientId, ihi: row.ihi })
    .onConflictDoUpdate({ target: patientProfiles.userId, set: { ihi: row.ihi } });
  const submission = {
    ihi: row.ihi,
    status: 'unverified' as const,
    submittedBy: row.submittedBy,
    submittedAt: row.at,
  };
  await tx
    .insert(patientIhiSubmissions)
    .values({ patientId: row.patientId, ...submission })
    .onConflictDoUpdate({ target: patientIhiSubmissions.patientId, set: submission });
}

/** The patient's IHI, and the submission that recorded it (if any), with its submitter's name. */
export async function ihiOf(db: Executor, patientId: string) {
  const [profile] = await db
    .select({ ihi: patientProfiles.ihi })
    .from(patientProfiles)
    .where(eq(patientProfiles.userId, patientId));
  const [submission] = await db
    .select({
      ihi: patientIhiSubmissions.ihi,
      submittedBy: patientIhiSubmissions.submittedBy,
      submittedAt: patientIhiSubmissions.submittedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
    })
    .from(patientIhiSubmissions)
    .leftJoin(users, eq(users.id, patientIhiSubmissions.submittedBy))
    .where(eq(patientIhiSubmissions.patientId, patientId));
  return { ihi: profile?.ihi ?? null, submission };
}

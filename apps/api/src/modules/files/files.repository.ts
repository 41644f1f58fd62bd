import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storedFiles } from '../../db/schema/files';
import { users } from '../../db/schema/identity';

export type FileRow = typeof storedFiles.$inferSelect;
export type NewFile = typeof storedFiles.$inferInsert;
export type StoreKind = FileRow['kind'];

const uploader = { firstName: users.firstName, lastName: users.lastName, role: users.role };
export interface NamedFile {
  file: FileRow;
  uploader: { firstName: string; lastName: string; role: string };
}

export async function insertFile(db: Executor, row: NewFile): Promise<FileRow> {
  const [inserted] = await db.insert(storedFiles).values(row).returning();
  if (!inserted) throw new Error('file row not inserted');
  return inserted;
}

/** A file of `kind` that has not been removed, with its uploader's name. */
export async function findFile(db: Executor, kind: StoreKind, id: string): Promise<NamedFile | undefined> {
  const [row] = await db
    .select({ file: storedFiles, uploader })
    .from(storedFiles)
    .innerJoin(users, eq(users.id, storedFiles.ownerId))
    .where(and(eq(storedFiles.id, id), eq(storedFiles.kind, kind), isNull(storedFiles.deletedAt)))
    .limit(1);
  return row;
}

/** A consult's files of `kind`, oldest first. */
export function filesOfAppointment(
  db: Executor,
  kind: StoreKind,
  appointmentId: string,
): Promise<NamedFile[]> {
  return db
    .select({ file: storedFiles, uploader })
    .from(storedFiles)
    .innerJoin(users, eq(users.id, storedFiles.ownerId))
    .where(
      and(
        eq(storedFiles.kind, kind),
        eq(storedFiles.appointmentId, appointmentId),
        isNull(storedFiles.deletedAt),
      ),
    )
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
}

/** Someone's own files of `kind`, oldest first. */
export function filesOfOwner(db: Executor, kind: StoreKind, ownerId: string): Promise<NamedFile[]> {
  return db
    .select({ file: storedFiles, uploader })
    .from(storedFiles)
    .innerJoin(users, eq(users.id, storedFiles.ownerId))
    .where(and(eq(storedFiles.kind, kind), eq(storedFiles.ownerId, ownerId), isNull(storedFiles.deletedAt)))
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
}

/** Files whose time ran out at `now` and are still stored (temp files past 24 hours). */
export function expiredFiles(db: Executor, now: Date, limit = 500): Promise<FileRow[]> {
  return db
    .select()
    .from(storedFiles)
    .where(and(isNull(storedFiles.deletedAt), lte(storedFiles.expiresAt, now)))
    .orderBy(asc(storedFiles.expiresAt))
    .limit(limit);
}

/** Marks a file removed (its bytes are deleted separately); false when it already was. */
export async function markDeleted(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(storedFiles)
    .set({ deletedAt: at })
    .where(and(eq(storedFiles.id, id), isNull(storedFiles.deletedAt)))
    .returning({ id: storedFiles.id });
  return rows.length > 0;
}

/** The files kept in `patientId`'s health record (referrals uploaded to their consults), oldest first. */
export function filesOfPatient(db: Executor, patientId: string): Promise<NamedFile[]> {
  return db
    .select({ file: storedFiles, uploader })
    .from(storedFiles)
    .innerJoin(users, eq(users.id, storedFiles.ownerId))
    .where(and(eq(storedFiles.patientId, patientId), isNull(storedFiles.deletedAt)))
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
}

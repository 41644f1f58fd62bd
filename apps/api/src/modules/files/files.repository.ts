import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
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

/** Every file still stored that a person uploaded or that belongs to their health record. */
export function storedFilesOfPerson(db: Executor, userId: string): Promise<FileRow[]> {
  return db
    .select()
    .from(storedFiles)
    .where(
      and(
        isNull(storedFiles.deletedAt),
        or(eq(storedFiles.ownerId, userId), eq(storedFiles.patientId, userId)),
      ),
    )
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.id));
}

/**
 * Forgets the uploaded names of a person's files (a name such as `jane-citizen-referral.pdf` says
 * whose it is), keeping the rows as a record of what was held. Answers how many it renamed.
 */
export async function forgetFileNamesOfPerson(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(storedFiles)
    .set({ originalName: sql`'removed.' || split_part(${storedFiles.contentType}, '/', 2)` })
    .where(
      and(
        or(eq(storedFiles.ownerId, userId), eq(storedFiles.patientId, userId)),
        sql`${storedFiles.originalName} not like 'removed.%'`,
      ),
    )
    .returning({ id: storedFiles.id });
  return rows.length;
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

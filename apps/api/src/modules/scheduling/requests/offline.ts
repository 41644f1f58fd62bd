import { ErrorCode } from '@curo/core/errors';
import { consultPath } from '@curo/core/routes';
import {
  OFFLINE_FILE_TYPES,
  OFFLINE_MAX_FILE_BYTES,
  OFFLINE_MAX_FILES,
  OFFLINE_MAX_FILES_TOTAL,
  requestMessages,
  type TAppointmentDocument,
  type TRequestAppointment,
  ZOfflineFields,
} from '@curo/core/scheduling-requests';
import type { Db, Executor } from '../../../db/client';
import type { Principal } from '../../../platform/auth/auth-guard';
import { AppError, notFound } from '../../../platform/errors';
import { type CheckedDocument, checkDocument, type UploadedFile } from '../../../platform/storage/documents';
import { type FileStorage, newStorageKey } from '../../../platform/storage/file-storage';
import { findUserById } from '../../users';
import {
  type AppointmentEffects,
  announceAppointmentChange,
  recordAppointmentChange,
} from '../appointment-effects';
import { partIn, requestFor } from '../appointments.policy';
import { type AppointmentRow, updateAppointmentIfStatus } from '../appointments.repository';
import { wrongState } from '../cancel-appointment';
import { type AppointmentAction, transition } from '../state-machine';
import {
  assertSpecialtyOffered,
  doctorTaking,
  forbidden,
  insertRequestAppointment,
  requestPatient,
  toDocumentDto,
  toRequestDto,
  wrongKind,
} from './request-common';
import {
  findAppointmentFile,
  insertAppointmentFiles,
  listAppointmentFiles,
  mergeDetails,
} from './requests.repository';

/** An offline consult's document: a PDF, JPEG or PNG up to 10 MB, checked by its content. */
const checkOfflineDocument = (file: UploadedFile) =>
  checkDocument(file, {
    maxBytes: OFFLINE_MAX_FILE_BYTES,
    types: OFFLINE_FILE_TYPES,
    fallbackName: 'document',
    messages: {
      empty: 'An attached document is empty',
      tooLarge: requestMessages.fileTooLarge,
      wrongType: requestMessages.fileWrongType,
    },
  });

/**
 * `POST /appointments/createOfflineAppointment`: the patient describes the problem and attaches up
 * to 5 documents; a doctor reviews and answers later. The files are stored privately before the
 * consult is written, and removed again if it is not.
 */
export async function createOfflineAppointment({
  db,
  storage,
  principal,
  fields,
  files,
  effects,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  fields: Record<string, string>;
  files: UploadedFile[];
  effects: AppointmentEffects;
}): Promise<TRequestAppointment & { documents: TAppointmentDocument[] }> {
  const parsed = ZOfflineFields.safeParse(fields);
  if (!parsed.success)
    throw new AppError(ErrorCode.VALIDATION_ERROR, parsed.error.issues[0]?.message ?? 'Invalid request');
  const request = parsed.data;
  if (files.length > OFFLINE_MAX_FILES)
    throw new AppError(ErrorCode.VALIDATION_ERROR, requestMessages.tooManyFiles);
  const patientId = await requestPatient(db, principal, request.patientId);
  if (request.doctorId) await doctorTaking(db, request.doctorId, 'offline');
  if (request.specialty) await assertSpecialtyOffered(db, request.specialty);
  return storeDocuments(storage, files, async (stored) => {
    let documents: TAppointmentDocument[] = [];
    const row = await insertRequestAppointment(
      db,
      principal,
      {
        type: 'offline',
        patientId,
        doctorId: request.doctorId ?? null,
        reason: request.description,
        details: { specialty: request.specialty ?? null },
      },
      effects,
      'createOffline',
      async (tx, inserted) => {
        const rows = await insertAppointmentFiles(
          tx,
          stored.map((s) => ({
            appointmentId: inserted.id,
            uploadedBy: principal.actorId ?? principal.userId,
            storageKey: s.key,
            fileName: s.fileName,
            contentType: s.contentType,
            sizeBytes: s.bytes.length,
          })),
        );
        documents = rows.map(toDocumentDto);
      },
    );
    return { ...toRequestDto(row), documents };
  });
}

/** A consult holds at most this many documents in all (5 per upload). */
const OPEN_FOR_DOCUMENTS = ['requested', 'scheduled', 'waiting_info'] as const;

/** Checks and stores documents under random private keys; removes them again if `write` fails. */
async function storeDocuments<T>(
  storage: FileStorage,
  files: UploadedFile[],
  write: (stored: Array<CheckedDocument & { key: string }>) => Promise<T>,
): Promise<T> {
  const checked = [];
  for (const file of files) checked.push(await checkOfflineDocument(file));
  const stored = checked.map((c) => ({ ...c, key: newStorageKey('consults', c.extension) }));
  await Promise.all(stored.map((s) => storage.put(s.key, s.bytes)));
  try {
    return await write(stored);
  } catch (error) {
    await Promise.all(stored.map((s) => storage.delete(s.key)));
    throw error;
  }
}

/**
 * `POST /appointments/{id}/documents`: the patient adds documents to their offline consult while it
 * waits for (or is with) its doctor, such as the photo the doctor asked for. Recorded in the
 * history and announced; the state does not change.
 */
export async function addDocuments({
  db,
  storage,
  principal,
  appointmentId,
  files,
  effects,
}: {
  db: Db;
  storage: FileStorage;
  principal: Principal;
  appointmentId: string;
  files: UploadedFile[];
  effects: AppointmentEffects;
}): Promise<TAppointmentDocument[]> {
  const current = await requestFor(db, principal, appointmentId);
  if ((await partIn(db, principal, current)) !== 'patient')
    throw forbidden('Only the patient adds documents to their consult');
  if (current.type !== 'offline') throw wrongKind(current.type, 'documents');
  if (!(OPEN_FOR_DOCUMENTS as readonly string[]).includes(current.status))
    throw wrongState(current.status, 'take more documents');
  if (files.length === 0) throw new AppError(ErrorCode.VALIDATION_ERROR, 'Attach at least one document');
  const existing = await listAppointmentFiles(db, current.id);
  if (existing.length + files.length > OFFLINE_MAX_FILES_TOTAL)
    throw new AppError(
      ErrorCode.VALIDATION_ERROR,
      `A consult holds at most ${OFFLINE_MAX_FILES_TOTAL} documents; this one has ${existing.length}`,
    );
  const added = await storeDocuments(storage, files, (stored) =>
    db.transaction(async (tx) => {
      const rows = await insertAppointmentFiles(
        tx,
        stored.map((s) => ({
          appointmentId: current.id,
          uploadedBy: principal.actorId ?? principal.userId,
          storageKey: s.key,
          fileName: s.fileName,
          contentType: s.contentType,
          sizeBytes: s.bytes.length,
        })),
      );
      await recordAppointmentChange(
        tx,
        {
          row: current,
          action: 'addDocuments',
          fromStatus: current.status,
          principal,
          details: { documents: rows.map((r) => r.id) },
        },
        effects,
      );
      return rows;
    }),
  );
  await announceAppointmentChange(effects, current, 'addDocuments');
  return added.map(toDocumentDto);
}

/**
 * Who may read a consult's documents: its patient, its assigned doctor and admins. A doctor an
 * unassigned request is open to reads the description, and the documents once they take it on.
 */
async function documentsOf(
  db: Executor,
  principal: Principal,
  appointmentId: string,
): Promise<AppointmentRow> {
  const row = await requestFor(db, principal, appointmentId);
  const part = await partIn(db, principal, row);
  if (part !== 'patient' && part !== 'doctor' && part !== 'admin') throw notFound('Appointment not found');
  return row;
}

/** `GET /appointments/{id}/documents`. */
export async function listDocuments({
  db,
  principal,
  appointmentId,
}: {
  db: Executor;
  principal: Principal;
  appointmentId: string;
}): Promise<TAppointmentDocument[]> {
  const row = await documentsOf(db, principal, appointmentId);
  return (await listAppointmentFiles(db, row.id)).map(toDocumentDto);
}

/** `GET /appointments/{id}/documents/{fileId}`: the bytes with their checked type and clean name. */
export async function readDocument({
  db,
  storage,
  principal,
  appointmentId,
  fileId,
}: {
  db: Executor;
  storage: FileStorage;
  principal: Principal;
  appointmentId: string;
  fileId: string;
}): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const row = await documentsOf(db, principal, appointmentId);
  const file = await findAppointmentFile(db, row.id, fileId);
  const bytes = file ? await storage.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound('Document not found');
  return { bytes, contentType: file.contentType, fileName: file.fileName };
}

const VERBS: Partial<Record<AppointmentAction, string>> = {
  respond: 'be answered',
  askForInformation: 'wait for information',
  provideInformation: 'take an answer',
};

/**
 * One step of an offline consult's written exchange: the doctor's answer (`respond`, which
 * completes it), the doctor's question (`askForInformation`) or the patient's reply
 * (`provideInformation`). Each is stored on the consult, recorded in its history and sent to the
 * other person live and by email.
 */
export async function offlineExchange({
  db,
  principal,
  appointmentId,
  action,
  text,
  effects,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  action: 'respond' | 'askForInformation' | 'provideInformation';
  text: string;
  effects: AppointmentEffects;
}): Promise<TRequestAppointment> {
  const current = await requestFor(db, principal, appointmentId);
  const part = await partIn(db, principal, current);
  const byDoctor = action !== 'provideInformation';
  if (byDoctor ? part !== 'doctor' : part !== 'patient')
    throw byDoctor
      ? current.doctorId === null && part === 'openDoctor'
        ? new AppError(ErrorCode.NO_DOCTOR, 'Accept this consult first; then you can answer it')
        : forbidden('Only the doctor of this consult can do this')
      : forbidden('Only the patient answers the doctor’s question');
  if (current.type !== 'offline') throw wrongKind(current.type, 'written answers');
  const next = transition(current.status, action);
  if (!next.ok) throw wrongState(current.status, VERBS[action] ?? action);
  const now = new Date().toISOString();
  const patch =
    action === 'respond'
      ? { response: text, respondedAt: now }
      : action === 'askForInformation'
        ? { question: text, answer: null }
        : { answer: text };
  const row = await db.transaction(async (tx) => {
    const updated = await updateAppointmentIfStatus(tx, current.id, current.status, {
      status: next.to,
      details: mergeDetails(patch),
    });
    if (!updated) throw wrongState('no longer in the same state', `${VERBS[action]} now; reload it`);
    await recordAppointmentChange(
      tx,
      { row: updated, action, fromStatus: current.status, principal, details: { length: text.length } },
      effects,
    );
    const toId = byDoctor ? updated.patientId : updated.doctorId;
    const to = toId ? await findUserById(tx, toId) : undefined;
    if (to && effects.mail)
      await effects.mail.queueEmail(tx, {
        toAddress: to.email,
        subject:
          action === 'respond'
            ? 'Your doctor has answered your consult'
            : action === 'askForInformation'
              ? 'Your doctor needs more information'
              : 'Your patient has answered your question',
        // The clinical text stays behind sign-in; email only says there is something to read.
        textBody: [
          `Hello ${to.firstName},`,
          '',
          'Sign in to Curo to read it.',
          '',
          `Open this consult: ${effects.mail.publicUrl}${consultPath(updated.id)}`,
          '',
          'Curo',
        ].join('\n'),
      });
    return updated;
  });
  await announceAppointmentChange(effects, row, action);
  return toRequestDto(row);
}

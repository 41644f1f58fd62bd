import {
  NOTE_READER_ROLES,
  NOTE_WRITER_ROLES,
  ZClinicalNote,
  ZNoteDraftSave,
  ZNoteEntry,
  ZNoteEntryInput,
  ZNoteQuery,
  ZNoteSaved,
  ZNoteSign,
  ZNoteSigned,
  ZNoteVersionList,
  ZPatientSummary,
} from '@curo/core/clinical-notes';
import { ErrorCode } from '@curo/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { clientOf, principalOf } from '../../platform/auth/auth-guard';
import { errorResponses } from '../../platform/errors';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { onAppointmentAnnounced } from '../scheduling/appointment-effects';
import { addNoteEntry } from './add-note-entry';
import { getNote } from './get-note';
import { getPatientSummary } from './get-patient-summary';
import { listVersions } from './list-versions';
import { saveDraft } from './save-draft';
import { signNote } from './sign-note';
import { signOnCompletion } from './sign-on-completion';

const { VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, MASKED_SESSION, NOT_FOUND, INVALID_STATE } = ErrorCode;
const { NOTE_LOCKED, NOTE_NOT_SIGNED, NOTE_VERSION_CONFLICT } = ErrorCode;
/** 403 to a role that never reads notes (and to clinicians on the consult whose part the step is not); 404 to anyone not on the consult. */
const who = [VALIDATION_ERROR, UNAUTHORIZED, FORBIDDEN, NOT_FOUND] as const;
const writers = [...who, MASKED_SESSION, INVALID_STATE] as const;

const ZAppointmentParams = z.object({ appointmentId: z.string().uuid() });

const AUDITED =
  'Every read goes on the audit trail and into the patient’s access history (`patient.record_viewed`, record type `clinical_note`)';
const WHO_READS =
  'The consult’s doctor, other clinicians on it while decision 0021 lets them see the patient, and admins; anyone else on no consult of theirs: 404; patients and company admins: 403';

/**
 * Clinical notes of a consult (spec §7 `/appointmentNotes`, issue 14 item 1, decision 0038): the
 * doctor's drafts (every save a version), signing and locking (also when the consult is completed),
 * addenda and nurses' observations, the version history, and the patient's summary.
 */
export const clinicalNotesRoutes: FastifyPluginAsyncZod<{ db: Db; hub: RealtimeHub }> = async (
  app,
  { db, hub },
) => {
  const tags = ['clinical notes'];
  // Completing a consult signs its note at once. A failure here loses nothing: every read and write
  // of the note locks a completed consult's note first (lock-completed.ts).
  onAppointmentAnnounced(hub, async (row) => {
    if (row.status !== 'completed') return;
    await signOnCompletion({ db, row }).catch((err) =>
      app.log.error({ err, appointmentId: row.id }, 'note not signed on completion; it locks on next use'),
    );
  });

  app.get(
    '/appointmentNotes',
    {
      config: { access: NOTE_READER_ROLES },
      schema: {
        tags,
        summary: `A consult's clinical note: the current fields, who saved and signed it, its observations and addenda (oldest first), how many versions are kept, and what you may do to it. ${WHO_READS}. ${AUDITED}`,
        querystring: ZNoteQuery,
        response: { 200: ZClinicalNote, ...errorResponses(...who) },
      },
    },
    async (request) =>
      getNote({
        db,
        principal: principalOf(request),
        appointmentId: request.query.appointmentId,
        client: clientOf(request),
      }),
  );

  app.put(
    '/appointmentNotes/:appointmentId',
    {
      config: { access: NOTE_WRITER_ROLES, masked: 'deny' },
      schema: {
        tags,
        summary:
          'The consult’s doctor saves the note as a draft (all six fields, each at most 20 000 characters), naming the version they last saw (`baseVersion`, 0 before the first save). A save that changes something adds a version (`changed` true); versions are never changed. 409 NOTE_VERSION_CONFLICT when the note has moved on since (nothing saved); 409 NOTE_LOCKED once it is signed or the consult completed; 409 INVALID_STATE for a held, cancelled or expired consult. Other clinicians on the consult: 403',
        params: ZAppointmentParams,
        body: ZNoteDraftSave,
        response: {
          200: ZNoteSaved,
          ...errorResponses(...writers, NOTE_LOCKED, NOTE_VERSION_CONFLICT),
        },
      },
    },
    async (request) =>
      saveDraft({
        db,
        principal: principalOf(request),
        appointmentId: request.params.appointmentId,
        draft: request.body,
      }),
  );

  app.post(
    '/appointmentNotes/:appointmentId/sign',
    {
      config: { access: NOTE_WRITER_ROLES, masked: 'deny' },
      schema: {
        tags,
        summary:
          'The consult’s doctor signs the version they see (`baseVersion`; 409 NOTE_VERSION_CONFLICT if it has moved on), which locks the note: afterwards only addenda. A note with nothing saved cannot be signed (409 INVALID_STATE). A signed note is answered as it is. Completing the consult also signs it',
        params: ZAppointmentParams,
        body: ZNoteSign,
        response: { 200: ZNoteSigned, ...errorResponses(...writers, NOTE_VERSION_CONFLICT) },
      },
    },
    async (request) =>
      signNote({
        db,
        principal: principalOf(request),
        appointmentId: request.params.appointmentId,
        baseVersion: request.body.baseVersion,
      }),
  );

  app.post(
    '/appointmentNotes/:appointmentId/addenda',
    {
      config: { access: NOTE_WRITER_ROLES, masked: 'deny' },
      schema: {
        tags,
        summary:
          'The consult’s doctor adds a dated addendum (at most 20 000 characters) to the signed note; it is never changed afterwards. Before signing: 409 NOTE_NOT_SIGNED (edit the note itself). Other clinicians on the consult: 403',
        params: ZAppointmentParams,
        body: ZNoteEntryInput,
        response: { 201: ZNoteEntry, ...errorResponses(...writers, NOTE_NOT_SIGNED) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addNoteEntry({
          db,
          principal: principalOf(request),
          appointmentId: request.params.appointmentId,
          kind: 'addendum',
          text: request.body.text,
        }),
      ),
  );

  app.post(
    '/appointmentNotes/:appointmentId/observations',
    {
      config: { access: NOTE_WRITER_ROLES, masked: 'deny' },
      schema: {
        tags,
        summary:
          'A nurse (or another clinician) on the consult adds a dated observation (at most 20 000 characters), before or after the note is signed; it is never changed afterwards. The consult’s doctor writes the note itself: 403',
        params: ZAppointmentParams,
        body: ZNoteEntryInput,
        response: { 201: ZNoteEntry, ...errorResponses(...writers) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await addNoteEntry({
          db,
          principal: principalOf(request),
          appointmentId: request.params.appointmentId,
          kind: 'observation',
          text: request.body.text,
        }),
      ),
  );

  app.get(
    '/appointmentNotes/:appointmentId/versions',
    {
      config: { access: NOTE_READER_ROLES },
      schema: {
        tags,
        summary: `Every saved version of the note, newest first, with who saved it and when. ${WHO_READS}. ${AUDITED}`,
        params: ZAppointmentParams,
        response: { 200: ZNoteVersionList, ...errorResponses(...who) },
      },
    },
    async (request) =>
      listVersions({
        db,
        principal: principalOf(request),
        appointmentId: request.params.appointmentId,
        client: clientOf(request),
      }),
  );

  app.get(
    '/appointmentNotes/:appointmentId/summary',
    {
      config: { access: ['patient'] },
      schema: {
        tags,
        summary:
          'The plain-language summary the doctor wrote for the patient, once the note is signed (`summary` null before, or when none was written). The patient of the consult only; anyone else’s consult: 404. Never the clinical fields',
        params: ZAppointmentParams,
        response: { 200: ZPatientSummary, ...errorResponses(...who) },
      },
    },
    async (request) =>
      getPatientSummary({
        db,
        principal: principalOf(request),
        appointmentId: request.params.appointmentId,
      }),
  );
};

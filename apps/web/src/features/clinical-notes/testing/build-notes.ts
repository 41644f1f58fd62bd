import {
  EMPTY_NOTE_FIELDS,
  type TClinicalNote,
  type TNoteEntry,
  type TNoteFields,
  type TNoteVersion,
  type TPatientSummary,
  ZClinicalNote,
  ZNoteEntry,
  ZNoteVersion,
  ZPatientSummary,
} from '@curo/core/clinical-notes';
import { buildDoctorDetail } from '../../../test/build-user-detail';
import { fixture } from '../../../test/fixture';
import { APPOINTMENT_ID, PATIENT_ID } from '../../scheduling/testing/build-scheduling';

export { APPOINTMENT_ID, PATIENT_ID };
export const DOCTOR_ID = buildDoctorDetail().id;
export const NURSE_ID = '4b2c1d0e-9f8a-4b7c-8d6e-5f4a3b2c1d0e';
export const NOTE_PATH = `/api/v1/appointmentNotes?appointmentId=${APPOINTMENT_ID}`;
export const DRAFT_PATH = `/api/v1/appointmentNotes/${APPOINTMENT_ID}`;
export const SIGN_PATH = `${DRAFT_PATH}/sign`;
export const ADDENDA_PATH = `${DRAFT_PATH}/addenda`;
export const OBSERVATIONS_PATH = `${DRAFT_PATH}/observations`;
export const VERSIONS_PATH = `${DRAFT_PATH}/versions`;
export const SUMMARY_PATH = `${DRAFT_PATH}/summary`;

export const DR_RAMAN = { userId: DOCTOR_ID, name: 'Dr Priya Raman', role: 'doctor' };
export const NURSE_OCONNOR = { userId: NURSE_ID, name: "Tom O'Connor", role: 'nurse' };

/** Dr Raman's notes of Mia's cough, as written by 9:30 am Sydney, Tue 24 Nov. */
export const buildFields = (overrides: Partial<TNoteFields> = {}): TNoteFields => ({
  ...EMPTY_NOTE_FIELDS,
  reason: 'Cough for two weeks',
  history: 'Dry cough, worse at night. No fever.',
  examination: 'Chest clear on video.',
  assessment: 'Post-viral cough',
  plan: 'Fluids; review in 2 weeks',
  patientSummary: 'Your cough is most likely after a virus. Rest and drink fluids.',
  ...overrides,
});

/** The note as its doctor reads it: a draft at version 2, theirs to edit. */
export const buildNote = (overrides: Partial<TClinicalNote> = {}): TClinicalNote =>
  fixture(
    { ZClinicalNote },
    {
      appointmentId: APPOINTMENT_ID,
      patientId: PATIENT_ID,
      status: 'draft',
      version: 2,
      versionCount: 2,
      fields: buildFields(),
      savedAt: '2026-11-23T22:28:00.000Z',
      savedBy: DR_RAMAN,
      signedAt: null,
      signedBy: null,
      signedOn: null,
      entries: [],
      you: { edit: true, sign: true, addAddendum: false, addObservation: false },
      ...overrides,
    },
  );

/** The same note signed when Dr Raman completed the consult: locked, addenda only. */
export const buildSignedNote = (overrides: Partial<TClinicalNote> = {}): TClinicalNote =>
  buildNote({
    status: 'signed',
    signedAt: '2026-11-23T22:30:00.000Z',
    signedBy: DR_RAMAN,
    signedOn: 'completed',
    you: { edit: false, sign: false, addAddendum: true, addObservation: false },
    ...overrides,
  });

export const buildEntry = (overrides: Partial<TNoteEntry> = {}): TNoteEntry =>
  fixture(
    { ZNoteEntry },
    {
      id: '7c6d5e4f-3a2b-4c1d-8e0f-9a8b7c6d5e4f',
      kind: 'addendum',
      author: DR_RAMAN,
      text: 'Pathology: FBC normal.',
      createdAt: '2026-11-24T03:15:00.000Z',
      ...overrides,
    },
  );

export const buildVersion = (overrides: Partial<TNoteVersion> = {}): TNoteVersion =>
  fixture(
    { ZNoteVersion },
    {
      version: 1,
      fields: buildFields(),
      savedAt: '2026-11-23T22:20:00.000Z',
      savedBy: DR_RAMAN,
      ...overrides,
    },
  );

export const buildSummary = (overrides: Partial<TPatientSummary> = {}): TPatientSummary =>
  fixture(
    { ZPatientSummary },
    {
      appointmentId: APPOINTMENT_ID,
      summary: 'Your cough is most likely after a virus. Rest and drink fluids.',
      signedAt: '2026-11-23T22:30:00.000Z',
      doctorName: 'Dr Priya Raman',
      ...overrides,
    },
  );

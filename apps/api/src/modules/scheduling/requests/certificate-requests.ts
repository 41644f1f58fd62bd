import {
  certificateRequestWords,
  type TCertificateDecisionBody,
  type TCertificateRequestDetails,
  type ZCertificateRequest,
} from '@curo/core/certificate-requests';
import { ErrorCode } from '@curo/core/errors';
import { consultPath } from '@curo/core/routes';
import type { TRequestAppointment } from '@curo/core/scheduling-requests';
import type { z } from 'zod';
import type { Db, Executor } from '../../../db/client';
import type { ClientContext, Principal } from '../../../platform/auth/auth-guard';
import { AppError } from '../../../platform/errors';
import type { FileStorage } from '../../../platform/storage/file-storage';
import { type DocumentIssuer, issueDocument } from '../../documents';
import { findUserById } from '../../users';
import { detailsOf } from '../appointment-dto';
import {
  type AppointmentEffects,
  announceAppointmentChange,
  recordAppointmentChange,
} from '../appointment-effects';
import { partIn, requestFor } from '../appointments.policy';
import { type AppointmentRow, updateAppointmentIfStatus } from '../appointments.repository';
import { wrongState } from '../cancel-appointment';
import { transition } from '../state-machine';
import {
  certificateOf,
  doctorTaking,
  forbidden,
  insertRequestAppointment,
  requestPatient,
  toRequestDto,
} from './request-common';
import { mergeDetails } from './requests.repository';

/** What issuing a certificate needs from the documents module's settings. */
export interface CertificateIssuing {
  storage: FileStorage;
  issuer: DocumentIssuer;
  publicUrl: string;
  certificateMaxBackdateDays: number;
}

/**
 * `POST /appointments/createCertificateRequest` (decision 0043): the patient asks for a medical
 * certificate in writing. It is an offline consult (`details.purpose: 'certificate'`) waiting for a
 * doctor, open to every doctor taking offline consults unless the patient names one.
 */
export async function createCertificateRequest({
  db,
  principal,
  body: request,
  effects,
}: {
  db: Db;
  principal: Principal;
  /** Checked by the route's schema. */
  body: z.output<typeof ZCertificateRequest>;
  effects: AppointmentEffects;
}): Promise<TRequestAppointment> {
  const patientId = await requestPatient(db, principal, undefined);
  if (request.doctorId) await doctorTaking(db, request.doctorId, 'offline');
  const certificate: TCertificateRequestDetails = {
    reason: request.reason,
    fromDate: request.fromDate,
    toDate: request.toDate,
    organisation: request.organisation || null,
    symptoms: request.symptoms,
    decision: null,
    decisionNote: null,
    documentId: null,
  };
  const row = await insertRequestAppointment(
    db,
    principal,
    {
      type: 'offline',
      patientId,
      doctorId: request.doctorId ?? null,
      reason: request.symptoms,
      details: { specialty: null, purpose: 'certificate', certificate },
    },
    effects,
    'createCertificateRequest',
  );
  return toRequestDto(row);
}

/** The request as its doctor (or a doctor it is open to) may decide it; anyone else 404/403. */
async function decidable(db: Db, principal: Principal, appointmentId: string) {
  const current = await requestFor(db, principal, appointmentId);
  const part = await partIn(db, principal, current);
  if (part !== 'doctor' && part !== 'openDoctor')
    throw forbidden('Only a doctor reviewing this request can decide it');
  const certificate = certificateOf(detailsOf(current));
  if (current.type !== 'offline' || !certificate)
    throw new AppError(ErrorCode.WRONG_KIND, certificateRequestWords.notACertificateRequest);
  return { current, certificate };
}

async function emailPatient(
  tx: Executor,
  effects: AppointmentEffects,
  patientId: string,
  appointmentId: string,
  subject: string,
) {
  const to = await findUserById(tx, patientId);
  if (!to || !effects.mail) return;
  await effects.mail.queueEmail(tx, {
    toAddress: to.email,
    subject,
    // What the doctor wrote stays behind sign-in, as with every offline consult (decision 0014).
    textBody: [
      `Hello ${to.firstName},`,
      '',
      'Sign in to Curo to see it.',
      '',
      `Open this consult: ${effects.mail.publicUrl}${consultPath(appointmentId)}`,
      '',
      'Curo',
    ].join('\n'),
  });
}

/**
 * `POST /appointments/{id}/certificateDecision`: the doctor reviewing a certificate request
 * - `issue`s it: the documents module issues the certificate from the request (the doctor may
 *   narrow the dates), the consult completes and links the document;
 * - asks for a `call`, or `decline`s with a reason: the request is cancelled by the doctor, so
 *   billing treats it as any cancellation by the doctor (decision 0036), and the patient sees why.
 * A doctor an unassigned request is open to takes it on by deciding it. The patient is emailed.
 */
export async function decideCertificateRequest({
  db,
  principal,
  appointmentId,
  body,
  effects,
  issuing,
  client,
}: {
  db: Db;
  principal: Principal;
  appointmentId: string;
  body: TCertificateDecisionBody;
  effects: AppointmentEffects;
  issuing: CertificateIssuing;
  client: ClientContext;
}): Promise<TRequestAppointment> {
  const { current, certificate } = await decidable(db, principal, appointmentId);
  const doctorId = current.doctorId ?? principal.userId;
  if (body.decision === 'issue')
    return issue(db, principal, current, certificate, body, effects, issuing, client);

  const next = transition(current.status, 'cancel');
  if (!next.ok) throw wrongState(current.status, 'be decided');
  const declined = body.decision === 'decline';
  const note = declined ? body.reason : body.note || certificateRequestWords.callReason;
  const decided: TCertificateRequestDetails = {
    ...certificate,
    decision: declined ? 'declined' : 'call',
    decisionNote: note,
  };
  const row = await db.transaction(async (tx) => {
    const updated = await updateAppointmentIfStatus(tx, current.id, current.status, {
      status: next.to,
      doctorId,
      statusBeforeCancel: current.status,
      cancelReason: note,
      details: mergeDetails({ certificate: decided }),
    });
    if (!updated) throw wrongState('no longer in the same state', 'be decided now; reload it');
    await recordAppointmentChange(
      tx,
      {
        row: updated,
        action: 'cancel',
        fromStatus: current.status,
        principal,
        details: { reason: note, certificate: decided.decision },
      },
      effects,
    );
    await emailPatient(
      tx,
      effects,
      updated.patientId,
      updated.id,
      declined ? certificateRequestWords.declinedSubject : certificateRequestWords.callSubject,
    );
    return updated;
  });
  await announceAppointmentChange(effects, row, 'cancel');
  return toRequestDto(row);
}

/**
 * Issuing: the consult is moved to in progress (the documents module issues only from a consult
 * that has started, decision 0039), the certificate is issued, and the consult completes. If
 * issuing fails (a start date now backdated too far, say) the consult goes back to where it was.
 */
async function issue(
  db: Db,
  principal: Principal,
  current: AppointmentRow,
  certificate: TCertificateRequestDetails,
  body: Extract<TCertificateDecisionBody, { decision: 'issue' }>,
  effects: AppointmentEffects,
  issuing: CertificateIssuing,
  client: ClientContext,
): Promise<TRequestAppointment> {
  if (!transition(current.status, 'respond').ok) throw wrongState(current.status, 'be decided');
  const started = await updateAppointmentIfStatus(db, current.id, current.status, {
    status: 'in_progress',
    doctorId: current.doctorId ?? principal.userId,
  });
  if (!started) throw wrongState('no longer in the same state', 'be decided now; reload it');
  const undo = () =>
    updateAppointmentIfStatus(db, current.id, 'in_progress', {
      status: current.status,
      doctorId: current.doctorId,
    });
  let documentId: string;
  try {
    const document = await issueDocument({
      db,
      storage: issuing.storage,
      principal,
      appointmentId: current.id,
      body: {
        kind: 'medical_certificate',
        reason: certificate.reason,
        fromDate: body.fromDate ?? certificate.fromDate,
        toDate: body.toDate ?? certificate.toDate,
        organisation: certificate.organisation,
      },
      settings: {
        issuer: issuing.issuer,
        publicUrl: issuing.publicUrl,
        certificateMaxBackdateDays: issuing.certificateMaxBackdateDays,
      },
      client,
    });
    documentId = document.id;
  } catch (error) {
    await undo();
    throw error;
  }
  const decided: TCertificateRequestDetails = {
    ...certificate,
    fromDate: body.fromDate ?? certificate.fromDate,
    toDate: body.toDate ?? certificate.toDate,
    decision: 'issued',
    decisionNote: null,
    documentId,
  };
  const row = await db.transaction(async (tx) => {
    const updated = await updateAppointmentIfStatus(tx, current.id, 'in_progress', {
      status: 'completed',
      details: mergeDetails({
        certificate: decided,
        response: 'Your medical certificate has been issued.',
        respondedAt: new Date().toISOString(),
      }),
    });
    if (!updated) throw wrongState('no longer in the same state', 'be completed now; reload it');
    await recordAppointmentChange(
      tx,
      {
        row: updated,
        action: 'respond',
        fromStatus: current.status,
        principal,
        details: { certificate: 'issued', documentId },
      },
      effects,
    );
    await emailPatient(tx, effects, updated.patientId, updated.id, certificateRequestWords.issuedSubject);
    return updated;
  });
  await announceAppointmentChange(effects, row, 'respond');
  return toRequestDto(row);
}

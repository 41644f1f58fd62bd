import { ErrorCode } from '@curo/core/errors';
import { faxWords, type TOutboundFaxStatus, ZFaxNumber } from '@curo/core/faxes';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { type FaxGateway, FaxProviderError } from '../../platform/fax/fax-gateway';
import { checkDocument } from '../../platform/storage/documents';
import { type FileStorage, newStorageKey } from '../../platform/storage/file-storage';
import { actorsOf } from '../audit';
import { recordAuditEvent } from '../audit/record-audit-event';
import { insertOutboundFax, updateOutboundFax } from './faxes.repository';
import { FAX_MAX_BYTES } from './receive-fax';

export interface SendFaxInput {
  /** The recipient's fax number; spaces and brackets are allowed, stored as E.164. */
  to: string;
  pdf: Buffer;
  fileName?: string;
  /** Who sends it (a doctor sending a referral letter), for the record and the audit trail. */
  sentBy?: { userId: string; actorId?: string } | null;
  patientId?: string | null;
  appointmentId?: string | null;
}

export interface SendFaxDeps {
  db: Db;
  storage: FileStorage;
  gateway: FaxGateway | null;
  /** Where the provider reports the fax's status: `POST /api/v1/ReceivedFaxes/webhook`. */
  webhookUrl: string;
}

/**
 * Sends a PDF by fax (referral letters will use it): the PDF is checked, kept in private storage,
 * recorded in `outbound_faxes`, then handed to the provider, whose webhook later moves it to
 * `sent` or `failed`. Without a provider in development it is `held` (kept, not transmitted); in
 * production without one it is refused (503). A provider that refuses it leaves it `failed`, with
 * the provider's words, and the call throws 503.
 */
export async function sendFax(
  { db, storage, gateway, webhookUrl }: SendFaxDeps,
  input: SendFaxInput,
): Promise<{ id: string; status: TOutboundFaxStatus; providerFaxId: string | null }> {
  if (!gateway) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, faxWords.noProvider);
  const to = ZFaxNumber.parse(input.to);
  const document = await checkDocument(
    { fileName: input.fileName ?? 'fax.pdf', bytes: input.pdf },
    {
      maxBytes: FAX_MAX_BYTES,
      types: ['application/pdf'],
      fallbackName: 'fax',
      messages: { empty: faxWords.notPdf, tooLarge: 'This fax is too large', wrongType: faxWords.notPdf },
    },
  );
  const storageKey = newStorageKey('faxes', 'pdf');
  await storage.put(storageKey, document.bytes);
  const row = await insertOutboundFax(db, {
    source: gateway.kind,
    toNumber: to,
    storageKey,
    status: 'queued',
    sentBy: input.sentBy?.actorId ?? input.sentBy?.userId ?? null,
    patientId: input.patientId ?? null,
    appointmentId: input.appointmentId ?? null,
  });
  try {
    const sent = await gateway.send({
      to,
      pdf: document.bytes,
      fileName: document.fileName,
      callbackUrl: webhookUrl,
    });
    await updateOutboundFax(db, row.id, { providerFaxId: sent.providerFaxId, status: sent.status });
    await recordAuditEvent({
      db,
      action: 'fax.sent',
      ...(input.sentBy ? actorsOf(input.sentBy) : {}),
      subjectUserId: input.patientId ?? null,
      recordType: 'outbound_fax',
      recordId: row.id,
      details: { to, status: sent.status },
    });
    return { id: row.id, status: sent.status, providerFaxId: sent.providerFaxId };
  } catch (error) {
    if (!(error instanceof FaxProviderError)) throw error;
    await updateOutboundFax(db, row.id, { status: 'failed', error: error.message });
    throw new AppError(
      ErrorCode.SERVICE_UNAVAILABLE,
      'The fax provider did not take the fax. Try again shortly',
    );
  }
}

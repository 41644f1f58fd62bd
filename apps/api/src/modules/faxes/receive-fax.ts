import { ErrorCode } from '@curo/core/errors';
import { faxWords } from '@curo/core/faxes';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { checkDocument } from '../../platform/storage/documents';
import { type FileStorage, newStorageKey } from '../../platform/storage/file-storage';
import { insertReceivedFax, type ReceivedFaxRow, receivedFaxExists } from './faxes.repository';

/** A fax is a few pages of scanned paper; 40 MB covers a long one at fine resolution. */
export const FAX_MAX_BYTES = 40 * 1024 * 1024;

export interface IncomingFax {
  source: ReceivedFaxRow['source'];
  providerFaxId: string;
  fromNumber: string | null;
  toNumber: string | null;
  pages: number | null;
  receivedAt: Date;
  /** The PDF, or a way to fetch it from the provider when the event did not carry it. */
  pdf: Buffer | (() => Promise<Buffer>);
}

/**
 * Stores a received fax once: a provider id already stored is a replay and changes nothing (the
 * PDF is not fetched again). The document must be a PDF by its content (`%PDF-`, 415 otherwise);
 * it goes to private storage under a random key, then the row; if another delivery of the same fax
 * won the race, our copy of the file is removed.
 */
export async function receiveFax({
  db,
  storage,
  fax,
}: {
  db: Db;
  storage: FileStorage;
  fax: IncomingFax;
}): Promise<{ outcome: 'stored' | 'replayed'; id: string | null }> {
  if (await receivedFaxExists(db, fax.source, fax.providerFaxId)) return { outcome: 'replayed', id: null };
  const bytes = typeof fax.pdf === 'function' ? await fax.pdf() : fax.pdf;
  const document = await checkDocument(
    { fileName: 'fax.pdf', bytes },
    {
      maxBytes: FAX_MAX_BYTES,
      types: ['application/pdf'],
      fallbackName: 'fax',
      messages: { empty: faxWords.notPdf, tooLarge: 'This fax is too large', wrongType: faxWords.notPdf },
    },
  );
  if (document.extension !== 'pdf') throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, faxWords.notPdf);
  const storageKey = newStorageKey('faxes', 'pdf');
  await storage.put(storageKey, document.bytes);
  const row = await insertReceivedFax(db, {
    source: fax.source,
    providerFaxId: fax.providerFaxId,
    fromNumber: fax.fromNumber,
    toNumber: fax.toNumber,
    pages: fax.pages,
    receivedAt: fax.receivedAt,
    storageKey,
    sizeBytes: document.bytes.length,
  });
  if (!row) {
    await storage.delete(storageKey);
    return { outcome: 'replayed', id: null };
  }
  return { outcome: 'stored', id: row.id };
}

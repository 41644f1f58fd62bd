/**
 * What Curo asks of a fax provider (decision 0041): send a PDF to a number, fetch a received fax's
 * PDF, and tell its signed webhooks from anyone else's. Two gateways answer it: Phaxio when
 * FAX_API_KEY, FAX_API_SECRET and FAX_WEBHOOK_SECRET are set, else (outside production) the
 * development gateway, which transmits nothing and says so (`held`).
 */

/** One fax event a webhook carries, as Curo reads it from the provider's shape. */
export type FaxEvent =
  | {
      kind: 'received';
      providerFaxId: string;
      fromNumber: string | null;
      toNumber: string | null;
      pages: number | null;
      receivedAt: Date;
      /** The PDF when the provider sends it with the event (Phaxio does); else fetched by id. */
      pdf: Buffer | null;
    }
  | {
      kind: 'status';
      providerFaxId: string;
      status: 'queued' | 'sent' | 'failed';
      pages: number | null;
      error: string | null;
      at: Date;
    };

/** A webhook request as it reached us: the URL the provider was given, its fields and files. */
export interface FaxWebhookRequest {
  url: string;
  fields: Record<string, string>;
  files: Record<string, Buffer>;
  signature: string | undefined;
}

export interface FaxGateway {
  readonly kind: 'phaxio' | 'development';
  /** Hands a PDF to the provider for `to` (E.164); its status arrives later by webhook. */
  send(input: { to: string; pdf: Buffer; fileName: string; callbackUrl: string }): Promise<{
    providerFaxId: string;
    status: 'queued' | 'held';
  }>;
  /** A received fax's PDF by the provider's id. */
  fetchPdf(providerFaxId: string): Promise<Buffer>;
  /** Whether the request is signed by the provider (constant-time comparison). */
  verifyWebhook(request: FaxWebhookRequest): boolean;
  /** The event a verified webhook carries, or null for one Curo does not act on. */
  parseWebhook(request: FaxWebhookRequest): FaxEvent | null;
}

/** The provider refused or failed a call (its words are for the log, not for patients). */
export class FaxProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'FaxProviderError';
  }
}

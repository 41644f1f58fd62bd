import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { type FaxEvent, type FaxGateway, FaxProviderError, type FaxWebhookRequest } from './fax-gateway';

/**
 * Phaxio's signature of a callback (docs: phaxio.com/docs/security/callbacks): the URL Phaxio was
 * given, then every POST field's name and value sorted by name, then every file part's name and
 * the SHA-1 of its bytes sorted by name, signed with HMAC-SHA1 under the account's callback token;
 * sent hex-encoded in `X-Phaxio-Signature`.
 */
export function phaxioSignature(
  token: string,
  url: string,
  fields: Record<string, string>,
  files: Record<string, Buffer>,
): string {
  let text = url;
  for (const name of Object.keys(fields).sort()) text += `${name}${fields[name]}`;
  for (const name of Object.keys(files).sort())
    text += `${name}${createHash('sha1')
      .update(files[name] as Buffer)
      .digest('hex')}`;
  return createHmac('sha1', token).update(text).digest('hex');
}

/** The fax object Phaxio sends in a callback's `fax` field (JSON) and answers with. */
const ZPhaxioFax = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String),
  direction: z.enum(['sent', 'received']),
  num_pages: z.number().int().nullish(),
  status: z.string(),
  from_number: z.string().nullish(),
  to_number: z.string().nullish(),
  caller_id: z.string().nullish(),
  created_at: z.string().nullish(),
  completed_at: z.string().nullish(),
  error_message: z.string().nullish(),
});

const when = (value: string | null | undefined) => {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? new Date() : new Date(t);
};

/** Phaxio's job statuses, as Curo's outbound statuses. */
function statusOf(status: string): 'queued' | 'sent' | 'failed' {
  if (status === 'success') return 'sent';
  if (status === 'failure' || status === 'partialsuccess') return 'failed';
  return 'queued';
}

export interface PhaxioSettings {
  apiKey: string;
  apiSecret: string;
  /** The callback token Phaxio signs callbacks with (FAX_WEBHOOK_SECRET). */
  callbackToken: string;
  /** https://api.phaxio.com by default; a stand-in in tests. */
  apiUrl: string;
}

/** Phaxio's REST API v2.1 over fetch (HTTP basic auth with the API key and secret). */
export class PhaxioGateway implements FaxGateway {
  readonly kind = 'phaxio' as const;
  constructor(private readonly settings: PhaxioSettings) {}

  private get authorization() {
    return `Basic ${Buffer.from(`${this.settings.apiKey}:${this.settings.apiSecret}`).toString('base64')}`;
  }

  private url(path: string) {
    return `${this.settings.apiUrl.replace(/\/$/, '')}/v2.1${path}`;
  }

  async send({
    to,
    pdf,
    fileName,
    callbackUrl,
  }: {
    to: string;
    pdf: Buffer;
    fileName: string;
    callbackUrl: string;
  }) {
    const form = new FormData();
    form.set('to', to);
    form.set('callback_url', callbackUrl);
    form.set('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), fileName);
    const response = await fetch(this.url('/faxes'), {
      method: 'POST',
      headers: { authorization: this.authorization },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json().catch(() => null)) as {
      success?: boolean;
      message?: string;
      data?: { id?: number | string };
    } | null;
    if (!response.ok || !body?.success || body.data?.id === undefined)
      throw new FaxProviderError(body?.message ?? `Phaxio answered ${response.status}`, response.status);
    return { providerFaxId: String(body.data.id), status: 'queued' as const };
  }

  async fetchPdf(providerFaxId: string): Promise<Buffer> {
    const response = await fetch(this.url(`/faxes/${encodeURIComponent(providerFaxId)}/file`), {
      headers: { authorization: this.authorization },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new FaxProviderError(`Phaxio answered ${response.status}`, response.status);
    return Buffer.from(await response.arrayBuffer());
  }

  verifyWebhook({ url, fields, files, signature }: FaxWebhookRequest): boolean {
    if (!signature || !/^[0-9a-f]{40}$/i.test(signature)) return false;
    const expected = Buffer.from(phaxioSignature(this.settings.callbackToken, url, fields, files), 'hex');
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  }

  parseWebhook({ fields, files }: FaxWebhookRequest): FaxEvent | null {
    let raw: unknown;
    try {
      raw = JSON.parse(fields.fax ?? '');
    } catch {
      return null;
    }
    const parsed = ZPhaxioFax.safeParse(raw);
    if (!parsed.success) return null;
    const fax = parsed.data;
    if (fax.direction === 'received') {
      // A fax that failed on the line has no document: nothing to file.
      if (fax.status !== 'success' || fields.success === 'false') return null;
      return {
        kind: 'received',
        providerFaxId: fax.id,
        fromNumber: fax.from_number ?? null,
        toNumber: fax.to_number ?? null,
        pages: fax.num_pages ?? null,
        receivedAt: when(fax.completed_at ?? fax.created_at),
        pdf: files.file ?? files.filename ?? null,
      };
    }
    return {
      kind: 'status',
      providerFaxId: fax.id,
      status: statusOf(fax.status),
      pages: fax.num_pages ?? null,
      error: fax.error_message ?? null,
      at: when(fax.completed_at ?? fax.created_at),
    };
  }
}

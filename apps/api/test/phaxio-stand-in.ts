import http from 'node:http';
import { phaxioSignature } from '../src/platform/fax/phaxio-gateway';
import { renderPdf } from '../src/platform/pdf/pdf-document';

/** The keys a test configures Curo with to talk to the stand-in (decision 0041). */
export const FAX_KEYS = {
  FAX_API_KEY: 'phaxio-standin-key',
  FAX_API_SECRET: 'phaxio-standin-secret',
  FAX_WEBHOOK_SECRET: 'phaxio-standin-callback-token',
};

interface Sent {
  id: string;
  to: string;
  callbackUrl: string;
  pdf: Buffer;
  authorization: string | undefined;
}

/**
 * A stand-in for api.phaxio.com (v2.1): `POST /v2.1/faxes` takes a fax to send (multipart: `to`,
 * `file`, `callback_url`; HTTP basic auth with the key and secret) and answers Phaxio's shape;
 * `GET /v2.1/faxes/{id}/file` answers a received fax's PDF. It records what it is sent.
 */
export async function standInPhaxio() {
  const sent: Sent[] = [];
  const documents = new Map<string, Buffer>();
  let nextId = 4_200_000;
  const expected = `Basic ${Buffer.from(`${FAX_KEYS.FAX_API_KEY}:${FAX_KEYS.FAX_API_SECRET}`).toString('base64')}`;
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    if (request.headers.authorization !== expected)
      return answer(401, { success: false, message: 'Invalid API credentials provided' });
    const url = request.url ?? '';
    if (request.method === 'POST' && url === '/v2.1/faxes') {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': String(request.headers['content-type']) },
      }).formData();
      const file = form.get('file');
      const to = form.get('to');
      if (typeof to !== 'string' || !file || typeof file === 'string')
        return answer(422, { success: false, message: 'You must provide a recipient and a file' });
      const id = String(nextId++);
      sent.push({
        id,
        to,
        callbackUrl: String(form.get('callback_url') ?? ''),
        pdf: Buffer.from(await file.arrayBuffer()),
        authorization: request.headers.authorization,
      });
      return answer(200, { success: true, message: 'Fax queued for sending', data: { id: Number(id) } });
    }
    const file = /^\/v2\.1\/faxes\/(\d+)\/file$/.exec(url);
    if (request.method === 'GET' && file?.[1]) {
      const pdf = documents.get(file[1]);
      if (!pdf) return answer(404, { success: false, message: 'Fax not found' });
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(pdf);
    }
    return answer(404, { success: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    sent,
    /** A received fax the provider holds, to be fetched by id. */
    holdDocument: (id: string, pdf: Buffer) => documents.set(id, pdf),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A small real PDF with `text` on it, as a fax machine's scan would arrive (but with text to read back). */
export const faxPdf = (text: string) =>
  renderPdf({ title: 'Fax', footer: 'Fax' }, (pdf) => {
    pdf.title(text);
    pdf.paragraph('Dear Doctor, please see this patient.');
  });

/**
 * A Phaxio callback as Phaxio sends it: multipart, the fax object as JSON in `fax`, the PDF (for a
 * received fax) in the file part `file`, signed over `url` with the callback token.
 */
export function phaxioCallback({
  url,
  fax,
  pdf,
  token = FAX_KEYS.FAX_WEBHOOK_SECRET,
  signature,
}: {
  url: string;
  fax: Record<string, unknown>;
  pdf?: Buffer;
  token?: string;
  /** Overrides the signature (a forged or missing one). */
  signature?: string | null;
}) {
  const fields: Record<string, string> = {
    direction: String(fax.direction),
    fax: JSON.stringify(fax),
    is_test: 'false',
    success: fax.status === 'success' ? 'true' : 'false',
  };
  const files: Record<string, Buffer> = pdf ? { file: pdf } : {};
  const boundary = `----phaxio${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [name, bytes] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="fax.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const sig = signature === undefined ? phaxioSignature(token, url, fields, files) : signature;
  return {
    payload: Buffer.concat(parts),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(sig === null ? {} : { 'x-phaxio-signature': sig }),
    },
  };
}

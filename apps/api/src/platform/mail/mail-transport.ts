import nodemailer from 'nodemailer';

/**
 * A file sent with an email: `content` is the text itself (a calendar invite), or with `encoding:
 * 'base64'` the file's bytes in base64 (a PDF), as the outbox keeps text only.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

export interface MailEnvelope {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  attachments?: MailAttachment[] | null;
  /**
   * The outbox row's id. Email carries it as its Message-ID, the same on every attempt, so a
   * message sent again after a crash between the carrier's acceptance and the row being marked
   * sent is recognisably the same message (decision 0062).
   */
  id?: string;
}

/** The Message-ID of an outbox row's email: `<id@domain of the From address>`. */
export function messageIdFor(id: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'curo.health';
  return `<${id}@${domain}>`;
}

/** Hands one message to its carrier; throws when the carrier refuses it. */
export interface MailTransport {
  kind: 'smtp' | 'outbox' | 'twilio';
  send(message: MailEnvelope): Promise<void>;
  close(): void;
}

/** Real delivery over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.text,
        ...(message.id ? { messageId: messageIdFor(message.id, message.from) } : {}),
        attachments: message.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          ...(a.encoding ? { encoding: a.encoding } : {}),
        })),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Development only: the message stays in the database, where the dev outbox shows it; marking
 * it sent is all there is to do.
 */
export const outboxTransport: MailTransport = { kind: 'outbox', send: async () => {}, close: () => {} };

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG...). */
  from: string;
  /** https://api.twilio.com; tests point it at their own server. */
  apiUrl: string;
}

/**
 * Text messages through Twilio's REST API (`TWILIO_*`). A refusal throws with Twilio's own
 * message, so the delivery worker records why and retries; the auth token never leaves here.
 */
export function twilioSmsTransport(settings: TwilioSettings): MailTransport {
  const endpoint = `${settings.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const sender = settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
  return {
    kind: 'twilio',
    async send(message) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, [sender]: settings.from, Body: message.text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string; code?: number };
        throw new Error(
          `Twilio refused the message (${response.status}${body.code ? `, ${body.code}` : ''}): ${body.message ?? response.statusText}`,
        );
      }
    },
    close: () => {},
  };
}

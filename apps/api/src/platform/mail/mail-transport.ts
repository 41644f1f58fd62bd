import nodemailer from 'nodemailer';

export interface MailEnvelope {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
}

/** Hands one message to its carrier; throws when the carrier refuses it. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
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

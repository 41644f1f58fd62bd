import type { Db } from '../../db/client';
import type { MailDelivery } from '../../platform/mail/mail-delivery';
import type { UserRow } from '../users';
import { insertMagicToken, type LinkPurpose } from './magic-tokens.repository';
import { hashToken, newSecretToken } from './session-tokens';

/**
 * Stores a hashed one-time token and queues the email that carries it, in one transaction, so a
 * link is never mailed without being valid nor valid without being mailed.
 */
export async function emailOneTimeLink({
  db,
  mail,
  user,
  purpose,
  ttlMinutes,
  subject,
  link,
  intro,
  outro,
  validFor,
}: {
  db: Db;
  mail: MailDelivery;
  user: UserRow;
  purpose: LinkPurpose;
  ttlMinutes: number;
  subject: string;
  /** Builds the URL around the token. */
  link: (token: string) => string;
  intro: string;
  outro: string;
  /** How long the link works, in words; by default `${ttlMinutes} minutes`. */
  validFor?: string;
}): Promise<void> {
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    await insertMagicToken(tx, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMinutes * 60 * 1000),
    });
    await mail.queueEmail(tx, {
      toAddress: user.email,
      subject,
      textBody: [
        `Hello ${user.firstName},`,
        '',
        `${intro} It works once, for ${validFor ?? `${ttlMinutes} minutes`}:`,
        link(token),
        '',
        outro,
      ].join('\n'),
    });
  });
  void mail.kick();
}

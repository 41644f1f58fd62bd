import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import type { MailTransport } from './mail-transport';
import {
  claimDueMessages,
  insertOutboundMessage,
  markFailedAttempt,
  markSent,
  type NewOutboundMessage,
} from './outbound-message.repository';

/** Attempts before a message is marked failed: with the default backoff, about a day of retries. */
export const MAX_DELIVERY_ATTEMPTS = 10;
/**
 * Messages claimed at a time: one. A claim leases the message for LEASE_MS; a worker killed while
 * sending (a crash, a SIGKILL) leaves what it claimed unsent until the lease runs out. Claiming a
 * batch stranded the whole batch for five minutes (the chaos run, decision 0062); one at a time,
 * only the message being sent waits. The cost is one more small update per message.
 */
const BATCH = 1;
const LEASE_MS = 5 * 60 * 1000;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export interface MailDeliveryOptions {
  db: Executor;
  /** Email carrier; null when none is configured (production without SMTP_URL). */
  transport: MailTransport | null;
  /** SMS carrier; null when none is configured. */
  smsTransport?: MailTransport | null;
  from: string;
  /** Where links in messages lead (PUBLIC_URL). */
  publicUrl?: string;
  log: FastifyBaseLogger;
  pollIntervalMs: number;
  retryBaseMs: number;
}

/**
 * The email delivery worker. Messages are stored first (in the caller's transaction), then sent
 * here; a failure is retried with exponential backoff, so an SMTP outage loses nothing.
 */
export class MailDelivery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly options: MailDeliveryOptions) {}

  /** The From of every message (MAIL_FROM), e.g. `Curo <no-reply@curo.health>`. */
  get sender(): string {
    return this.options.from;
  }

  /** The site's address, without a trailing slash, for links in messages. */
  get publicUrl(): string {
    return (this.options.publicUrl ?? 'http://localhost:3000').replace(/\/$/, '');
  }

  /** Stores an email for delivery; pass the open transaction so it commits with the change. */
  queueEmail(db: Executor, email: Omit<NewOutboundMessage, 'channel'>) {
    return insertOutboundMessage(db, { ...email, channel: 'email' });
  }

  /** Stores a text message for delivery, like queueEmail. */
  queueSms(db: Executor, sms: { toAddress: string; textBody: string }) {
    return insertOutboundMessage(db, { ...sms, channel: 'sms', subject: null });
  }

  private transportFor(channel: 'email' | 'sms'): MailTransport | null {
    return channel === 'email' ? this.options.transport : (this.options.smsTransport ?? null);
  }

  private get channels(): Array<'email' | 'sms'> {
    return (['email', 'sms'] as const).filter((c) => this.transportFor(c) !== null);
  }

  start() {
    if (!this.options.transport)
      this.options.log.warn('SMTP_URL is not set: emails are stored but not delivered');
    if (this.channels.length === 0) return;
    this.stopped = false;
    const tick = () => {
      this.timer = setTimeout(() => {
        this.kick();
        tick();
      }, this.options.pollIntervalMs);
      this.timer.unref();
    };
    tick();
    this.kick();
  }

  /** Delivers what is due now (call after a commit that queued mail). Never throws. */
  kick(): Promise<void> {
    if (this.channels.length === 0 || this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.deliverDue().catch((err) => this.options.log.error({ err }, 'mail delivery pass failed'));
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** One pass over the due messages; returns how many were sent. */
  async deliverDue(): Promise<number> {
    const { db, from, log, retryBaseMs } = this.options;
    let sent = 0;
    for (;;) {
      const batch = await claimDueMessages(db, this.channels, BATCH, LEASE_MS);
      if (batch.length === 0) return sent;
      for (const message of batch) {
        const transport = this.transportFor(message.channel);
        if (!transport) continue;
        try {
          await transport.send({
            id: message.id,
            from,
            to: message.toAddress,
            replyTo: message.replyTo,
            subject: message.subject ?? '',
            text: message.textBody,
            attachments: message.attachments,
          });
          await markSent(db, message.id);
          sent++;
        } catch (err) {
          const lastTry = message.attempts >= MAX_DELIVERY_ATTEMPTS;
          const retryIn = lastTry
            ? null
            : Math.min(retryBaseMs * 2 ** (message.attempts - 1), MAX_BACKOFF_MS);
          const reason = err instanceof Error ? err.message : String(err);
          log.warn(
            { messageId: message.id, attempts: message.attempts, retryInMs: retryIn },
            'email delivery failed',
          );
          await markFailedAttempt(db, message.id, reason.slice(0, 500), retryIn);
        }
      }
    }
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.transport?.close();
    this.options.smsTransport?.close();
  }
}

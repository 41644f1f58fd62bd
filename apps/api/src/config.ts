import path from 'node:path';
import { DEFAULT_FREE_CANCELLATION_HOURS } from '@curo/core/billing';
import { CHAT_OPEN_DAYS_DEFAULT } from '@curo/core/chat';
import { CONTACT_RATE_LIMIT_DEFAULT } from '@curo/core/constants';
import { z } from 'zod';
import type { TwilioSettings } from './platform/mail/mail-transport';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A comma-separated list of URLs of one scheme family (`stun:`/`stuns:`, `turn:`/`turns:`). */
const urlList = (schemes: string) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .refine((urls) => urls.every((url) => new RegExp(`^(${schemes}):[^\\s]+$`, 'i').test(url)), {
      message: `each URL must start with ${schemes.split('|').join(': or ')}:`,
    });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Curo <no-reply@curo.health>'),
  CONTACT_INBOX: z.string().email().default('support@curo.health'),
  RATE_LIMIT_CONTACT: z.coerce.number().int().positive().default(CONTACT_RATE_LIMIT_DEFAULT),
  REDIS_URL: z.string().optional(),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: bool.optional(),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(5000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  DATA_KEY: z.string().min(32, 'DATA_KEY must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  SHORT_LINK_ALLOWED_HOSTS: z.string().default(''),
  ICS_ALLOW_PRIVATE_HOSTS: bool.default(false),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  RATE_LIMIT_LOGIN: z.coerce.number().int().positive().default(10),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(9000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  JOBS_ENABLED: bool.default(true),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(500).default(2000),
  CHAT_OPEN_DAYS: z.coerce.number().int().min(0).max(365).default(CHAT_OPEN_DAYS_DEFAULT),
  STUN_URLS: urlList('stun|stuns').default([]),
  TURN_URLS: urlList('turn|turns').default([]),
  TURN_SECRET: z.string().min(16, 'TURN_SECRET must be at least 16 characters').optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.string().url().optional(),
  FAX_API_KEY: z.string().optional(),
  FAX_API_SECRET: z.string().optional(),
  FAX_WEBHOOK_SECRET: z.string().optional(),
  FAX_API_URL: z.string().url().default('https://api.phaxio.com'),
  FREE_CANCELLATION_HOURS: z.coerce.number().int().min(0).max(720).default(DEFAULT_FREE_CANCELLATION_HOURS),
  BUSINESS_NAME: z.string().trim().min(1).default('Curo Health'),
  BUSINESS_ABN: z
    .string()
    .trim()
    .regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, 'BUSINESS_ABN must be 11 digits, e.g. 51 824 753 556')
    .optional(),
  BUSINESS_ADDRESS: z.string().trim().min(1).optional(),
  PLATFORM_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(20),
  CERTIFICATE_MAX_BACKDATE_DAYS: z.coerce.number().int().min(0).max(30).default(0),
  DOCUMENT_LINK_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  SERVER_RENDER: z.enum(['on', 'off']).default('on'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(0).max(365).default(7),
});

/** The settings that only make sense together. */
const CheckedEnv = EnvSchema.superRefine((e, ctx) => {
  // TURN servers refuse anyone without credentials, and a secret without servers is a slip.
  if (e.TURN_URLS.length > 0 && !e.TURN_SECRET)
    ctx.addIssue({ code: 'custom', path: ['TURN_SECRET'], message: 'TURN_URLS needs TURN_SECRET' });
  if (e.TURN_SECRET && e.TURN_URLS.length === 0)
    ctx.addIssue({ code: 'custom', path: ['TURN_URLS'], message: 'TURN_SECRET needs TURN_URLS' });
  // Stripe takes cards in the browser (the publishable key) and tells us what happened (webhooks).
  for (const needed of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const)
    if (e.STRIPE_SECRET_KEY && !e[needed])
      ctx.addIssue({ code: 'custom', path: [needed], message: `STRIPE_SECRET_KEY needs ${needed}` });
  // The fax provider (decision 0041): its key and secret send, its callback token signs webhooks.
  const fax = ['FAX_API_KEY', 'FAX_API_SECRET', 'FAX_WEBHOOK_SECRET'] as const;
  if (fax.some((name) => e[name]))
    for (const needed of fax)
      if (!e[needed])
        ctx.addIssue({ code: 'custom', path: [needed], message: `The fax provider needs ${fax.join(', ')}` });
});

/**
 * The ICE servers browsers in a consult's video call are given (decision 0030): STUN as listed,
 * TURN with short-lived credentials made from the secret it shares with the TURN server.
 */
export interface IceSettings {
  stunUrls: string[];
  turnUrls: string[];
  /** coturn's `static-auth-secret`; never sent to a browser or written to a log. */
  turnSecret: string | null;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  /** Development-only features (the outbox) are on unless NODE_ENV=production. */
  isProduction: boolean;
  port: number;
  /**
   * The interface to listen on. Unset, production listens on every interface (0.0.0.0: a container
   * or a server behind a load balancer must be reachable) and development on loopback only
   * (127.0.0.1), so a laptop running `npm start` on a café's Wi-Fi serves nobody else.
   */
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactInbox: string;
  rateLimitContact: number;
  redisUrl: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  seedDemoData: boolean;
  mailPollIntervalMs: number;
  mailRetryBaseMs: number;
  shutdownTimeoutMs: number;
  /** On SIGTERM, how long `/ready` answers 503 and answers close their connections before the server stops accepting. */
  shutdownDrainMs: number;
  /** Signs access tokens; main.ts generates and keeps one in DATA_DIR when it is not set. */
  jwtSecret: string | undefined;
  /** Encrypts TOTP seeds and keys PIN-code hashes; separate from the JWT secret (see decision 0009). */
  dataKey: string | undefined;
  /** Calendar feeds may be fetched from private-network addresses (tests; a clinic's own server). */
  icsAllowPrivateHosts: boolean;
  /** Hosts besides our own that short links may lead to. */
  shortLinkAllowedHosts: string[];
  /**
   * Stripe when STRIPE_SECRET_KEY is set (decision 0035); otherwise the built-in test gateway
   * outside production, and no card payments in production.
   */
  stripe: {
    secretKey: string;
    publishableKey: string | null;
    webhookSecret: string | null;
    /** A stand-in for api.stripe.com (tests). */
    apiUrl: string | null;
  } | null;
  /**
   * Phaxio when FAX_API_KEY, FAX_API_SECRET and FAX_WEBHOOK_SECRET are set (decision 0041);
   * otherwise the development fax gateway outside production, and no faxes in production.
   */
  fax: { apiKey: string; apiSecret: string; webhookSecret: string; apiUrl: string } | null;
  /** Free cancellation up to this many hours before a consult (FREE_CANCELLATION_HOURS, default 24). */
  freeCancellationHours: number;
  /**
   * What a tax invoice names as the supplier (BUSINESS_NAME, BUSINESS_ABN, BUSINESS_ADDRESS);
   * without an ABN the invoice says the ABN is not set (development) — set it in production.
   */
  business: { name: string; abn: string | null; address: string | null };
  /** The platform's share of consult fees on doctors' statements (PLATFORM_COMMISSION_PERCENT, default 20). */
  commissionPercent: number;
  /** Clinical documents (decision 0039): how far a certificate may be backdated, and how long an emailed link works. */
  documents: { certificateMaxBackdateDays: number; linkTtlDays: number };
  /** Set when all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are. */
  twilio: TwilioSettings | null;
  /** Google sign-in is offered only when this OAuth client id is set. */
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /** Sign-in attempts one client IP may make per minute. */
  rateLimitLogin: number;
  /** Built web app; null when it is not served (API-only tests). */
  webDistDir: string | null;
  /**
   * Public pages sent with their content, rendered by the web app's server entry beside webDistDir
   * (SERVER_RENDER, on unless `off`); off, pages start in the browser (decision 0045).
   */
  serverRender: boolean;
  /** Bearer token for `GET /metrics`; unset, it answers this machine only. */
  metricsToken: string | undefined;
  /** Where backup archives go (`DATA_DIR/backups` unless BACKUP_DIR says). */
  backupDir: string;
  /** Nightly backups kept (the embedded database); 0 turns the nightly backup off. */
  backupKeep: number;
  /**
   * Lets `npm run backup` ask this server for a backup: kept in DATA_DIR/secrets by main.ts, so
   * only someone who can read the data directory can ask. Unset (tests), the endpoint answers 404.
   */
  opsToken?: string;
  /** pg-boss jobs (reminders, hold sweeper) run in this instance; off, they wait in the database. */
  jobsEnabled: boolean;
  /** How often an idle job worker asks the database for work. */
  jobsPollIntervalMs: number;
  /** Days a consult's chat stays writable after the consult is over (decision 0029). */
  chatOpenDays: number;
  /** STUN_URLS, TURN_URLS and TURN_SECRET: none by default, so nothing calls out (decision 0030). */
  ice: IceSettings;
}

/** The one place that reads process.env. Throws with every problem listed when a value is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (FOO=) means "not set", as it does in most shells' and tools' conventions.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = CheckedEnv.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactInbox: e.CONTACT_INBOX,
    rateLimitContact: e.RATE_LIMIT_CONTACT,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA ?? !isProduction,
    mailPollIntervalMs: e.MAIL_POLL_INTERVAL_MS,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    // Long enough for a load balancer's health check to notice; no wait for a laptop's Ctrl-C.
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    jwtSecret: e.JWT_SECRET,
    dataKey: e.DATA_KEY,
    icsAllowPrivateHosts: e.ICS_ALLOW_PRIVATE_HOSTS,
    shortLinkAllowedHosts: e.SHORT_LINK_ALLOWED_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiUrl: e.TWILIO_API_URL,
          }
        : null,
    rateLimitLogin: e.RATE_LIMIT_LOGIN,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    webDistDir: null,
    serverRender: e.SERVER_RENDER === 'on',
    metricsToken: e.METRICS_TOKEN,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    backupKeep: e.BACKUP_KEEP,
    jobsEnabled: e.JOBS_ENABLED,
    jobsPollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
    chatOpenDays: e.CHAT_OPEN_DAYS,
    ice: { stunUrls: e.STUN_URLS, turnUrls: e.TURN_URLS, turnSecret: e.TURN_SECRET ?? null },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
          apiUrl: e.STRIPE_API_URL ?? null,
        }
      : null,
    fax:
      e.FAX_API_KEY && e.FAX_API_SECRET && e.FAX_WEBHOOK_SECRET
        ? {
            apiKey: e.FAX_API_KEY,
            apiSecret: e.FAX_API_SECRET,
            webhookSecret: e.FAX_WEBHOOK_SECRET,
            apiUrl: e.FAX_API_URL,
          }
        : null,
    freeCancellationHours: e.FREE_CANCELLATION_HOURS,
    business: { name: e.BUSINESS_NAME, abn: e.BUSINESS_ABN ?? null, address: e.BUSINESS_ADDRESS ?? null },
    commissionPercent: e.PLATFORM_COMMISSION_PERCENT,
    documents: {
      certificateMaxBackdateDays: e.CERTIFICATE_MAX_BACKDATE_DAYS,
      linkTtlDays: e.DOCUMENT_LINK_TTL_DAYS,
    },
    ...overrides,
  };
}

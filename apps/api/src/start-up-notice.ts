import type { Config } from './config';
import { isLoopbackAddress } from './modules/dev/loopback';

const onlyThisMachine = (host: string) => host === 'localhost' || isLoopbackAddress(host);
const everyInterface = (host: string) => host === '0.0.0.0' || host === '::';

/** Where a browser on this machine opens the app. */
function localUrl(host: string, port: number): string {
  if (onlyThisMachine(host) || everyInterface(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * What the server prints to its terminal once it listens: where it runs and, outside production,
 * a plain warning that development mode is not for real patients and how to run for them, then
 * the demo logins. Production never lists demo logins; if demo data was seeded there anyway, it
 * says so. The demo password is never printed (it is in the README): passwords never reach a log.
 */
export function startUpNotice({
  config,
  port,
  database,
  demoLogins,
}: {
  config: Pick<Config, 'isProduction' | 'env' | 'host' | 'dataDir' | 'seedDemoData'> & {
    stripe: Config['stripe'] | null;
  };
  /** The port actually bound (PORT=0 picks a free one). */
  port: number;
  database: 'pglite' | 'postgres';
  demoLogins: ReadonlyArray<{ role: string; email: string }>;
}): string {
  const where = database === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  const lines = ['', `  Curo is running at ${localUrl(config.host, port)}  (database: ${where})`, ''];
  if (config.isProduction) {
    if (config.seedDemoData)
      lines.push(
        '  WARNING: SEED_DEMO_DATA is on in production. The demo accounts, whose password is published',
        '  in the README, are in this database: turn SEED_DEMO_DATA off and remove them.',
        '',
      );
    if (!config.stripe)
      lines.push(
        '  Card payments are off: paid consults cannot be booked. Set STRIPE_SECRET_KEY,',
        '  STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take them (see the README).',
        '',
      );
    return lines.join('\n');
  }
  lines.push(
    `  WARNING: this is development mode (NODE_ENV=${config.env}). It is not for real patients:`,
    '  the development outbox (/dev/outbox) shows every email and text the app sends, sign-in links,',
    '  PIN codes and password resets included, and the demo logins have a published password.',
    '  To run for patients: NODE_ENV=production with JWT_SECRET and DATA_KEY (32+ characters each),',
    '  SMTP_URL to deliver email and DATABASE_URL for PostgreSQL set; see Configuration in the README.',
  );
  if (!onlyThisMachine(config.host))
    lines.push(
      `  HOST=${config.host}: other machines on the network can reach this server (the outbox still`,
      '  answers this machine only). Leave HOST unset to listen on 127.0.0.1 alone.',
    );
  if (!config.stripe)
    lines.push(
      '  Payments use the built-in test gateway: no money moves. Pay with 4242 4242 4242 4242',
      '  (any future expiry, any 3 digits); 4000 0000 0000 0002 is declined.',
    );
  lines.push('');
  if (config.seedDemoData && demoLogins.length > 0) {
    lines.push('  Demo logins (development only; their password is in the README):');
    for (const a of demoLogins) lines.push(`    ${a.role.padEnd(14)} ${a.email}`);
    lines.push('');
  }
  return lines.join('\n');
}

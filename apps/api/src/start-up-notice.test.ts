import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEMO_PASSWORD } from './demo/demo-accounts';
import { startUpNotice } from './start-up-notice';

const demoLogins = [
  { role: 'patient', email: 'patient@demo.curo.au' },
  { role: 'admin', email: 'admin@demo.curo.au' },
];
const notice = (env: NodeJS.ProcessEnv, database: 'pglite' | 'postgres' = 'pglite') =>
  startUpNotice({ config: loadConfig({ DATA_DIR: '/srv/curo', ...env }), port: 3000, database, demoLogins });

describe('what the server prints when it starts', () => {
  it('warns in development that it is not for real patients, and says how to run production', () => {
    const text = notice({});
    expect(text).toContain('Curo is running at http://localhost:3000  (database: PGlite in /srv/curo)');
    expect(text).toContain(
      'WARNING: this is development mode (NODE_ENV=development). It is not for real patients',
    );
    expect(text).toContain('development outbox (/dev/outbox)');
    expect(text).toMatch(
      /shows every email and text the app sends, sign-in links,\s+PIN codes and password resets/,
    );
    expect(text).toContain('the demo logins have a published password');
    expect(text).toContain('NODE_ENV=production');
    for (const setting of ['JWT_SECRET', 'DATA_KEY', 'SMTP_URL', 'DATABASE_URL'])
      expect(text).toContain(setting);
    // Loopback by default: nothing to say about the network.
    expect(text).not.toContain('other machines on the network');
  });

  it('lists the demo logins in development, never their password', () => {
    const text = notice({});
    expect(text).toContain('Demo logins (development only; their password is in the README):');
    expect(text).toMatch(/patient\s+patient@demo\.curo\.au/);
    expect(text).toMatch(/admin\s+admin@demo\.curo\.au/);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(notice({ SEED_DEMO_DATA: 'false' })).not.toContain('Demo logins');
  });

  it('says so when development listens beyond this machine', () => {
    const text = notice({ HOST: '0.0.0.0' });
    expect(text).toContain('HOST=0.0.0.0: other machines on the network can reach this server');
    expect(text).toContain('Curo is running at http://localhost:3000');
    expect(notice({ HOST: '192.168.1.5' })).toContain('Curo is running at http://192.168.1.5:3000');
  });

  it('prints neither the development warning nor the demo logins in production', () => {
    const text = notice({ NODE_ENV: 'production' }, 'postgres');
    expect(text).toContain('Curo is running at http://localhost:3000  (database: PostgreSQL)');
    expect(text).not.toContain('development mode');
    expect(text).not.toContain('Demo logins');
    expect(text).not.toContain('@demo.curo.au');
  });

  it('warns in production when demo data was seeded there anyway, without listing the logins', () => {
    const text = notice({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' });
    expect(text).toContain('WARNING: SEED_DEMO_DATA is on in production');
    expect(text).not.toContain('Demo logins');
    expect(text).not.toContain('@demo.curo.au');
  });

  it('says how card payments run: the test gateway in development, off in production without Stripe', () => {
    expect(notice({})).toContain('Payments use the built-in test gateway: no money moves.');
    const production = notice({ NODE_ENV: 'production' }, 'postgres');
    expect(production).toContain('Card payments are off: paid consults cannot be booked.');
    expect(production).not.toContain('test gateway');
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(notice({ NODE_ENV: 'production', ...stripe }, 'postgres')).not.toContain('Card payments are off');
    expect(notice(stripe)).not.toContain('test gateway');
    // The secret key is never printed.
    expect(notice(stripe)).not.toContain('sk_test_x');
  });
});

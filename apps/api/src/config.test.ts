import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('HOST, the interface the server listens on', () => {
  it('is 127.0.0.1 in development when HOST is not set, so only this machine reaches it', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '' }).host).toBe('127.0.0.1');
  });

  it('is 0.0.0.0 in production when HOST is not set, as a container or load balancer needs', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '' }).host).toBe('0.0.0.0');
  });

  it('is what HOST says when it is set, in either mode', () => {
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '192.168.1.5' }).host).toBe('192.168.1.5');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '::' }).host).toBe('::');
  });
});

describe('card payments (decision 0035)', () => {
  it('takes Stripe only with all three of its keys, and the free-cancellation window as a setting', () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'STRIPE_SECRET_KEY needs STRIPE_PUBLISHABLE_KEY',
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })).toThrow(
      'STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET',
    );
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    }).stripe;
    expect(stripe).toEqual({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_x',
      apiUrl: null,
    });
    expect(loadConfig({}).freeCancellationHours).toBe(24);
    expect(loadConfig({ FREE_CANCELLATION_HOURS: '48' }).freeCancellationHours).toBe(48);
  });
});

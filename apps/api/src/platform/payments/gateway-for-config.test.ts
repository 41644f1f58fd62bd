import { describe, expect, it } from 'vitest';
import { gatewayFor } from './gateway-for-config';

describe('the card processor a configuration gets', () => {
  const stripe = { secretKey: 'sk_test_x', apiUrl: 'http://127.0.0.1:9' };
  it('is Stripe with its keys, in any mode', () => {
    expect(gatewayFor({ isProduction: true, stripe })?.kind).toBe('stripe');
    expect(gatewayFor({ isProduction: false, stripe })?.kind).toBe('stripe');
  });
  it('is the test gateway without keys outside production, and none in production', () => {
    expect(gatewayFor({ isProduction: false, stripe: null })?.kind).toBe('test');
    expect(gatewayFor({ isProduction: true, stripe: null })).toBeNull();
  });
});

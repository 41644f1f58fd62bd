import type { PaymentGateway } from './payment-gateway';
import { StripeGateway } from './stripe-gateway';
import { TestGateway } from './test-gateway';

/**
 * The card processor for a configuration (decision 0035): Stripe when its keys are set, the
 * built-in test gateway outside production, and none in production without keys (paid booking is
 * then refused in words, and the start log says why).
 */
export function gatewayFor(config: {
  isProduction: boolean;
  stripe: { secretKey: string; apiUrl: string | null } | null;
}): PaymentGateway | null {
  if (config.stripe)
    return new StripeGateway({
      secretKey: config.stripe.secretKey,
      apiUrl: config.stripe.apiUrl ?? undefined,
    });
  return config.isProduction ? null : new TestGateway();
}

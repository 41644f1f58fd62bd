import {
  type TPayment,
  type TPaymentMethod,
  type TPaymentsConfig,
  ZPayment,
  ZPaymentMethod,
  ZPaymentsConfig,
} from '@curo/core/billing';
import { fixture } from '../../../test/fixture';

export const buildPaymentsConfig = (overrides: Partial<TPaymentsConfig> = {}): TPaymentsConfig =>
  fixture(
    { ZPaymentsConfig },
    { gateway: 'test', publishableKey: null, freeCancellationHours: 24, ...overrides },
  );

let methodNumber = 0;
export const buildPaymentMethod = (overrides: Partial<TPaymentMethod> = {}): TPaymentMethod => {
  methodNumber += 1;
  return fixture(
    { ZPaymentMethod },
    {
      id: `10000000-0000-4000-8000-${String(methodNumber).padStart(12, '0')}`,
      brand: 'visa',
      last4: '4242',
      expMonth: 4,
      expYear: 2029,
      isDefault: false,
      createdAt: '2026-11-20T01:00:00.000Z',
      ...overrides,
    },
  );
};

let paymentNumber = 0;
export const buildPayment = (overrides: Partial<TPayment> = {}): TPayment => {
  paymentNumber += 1;
  return fixture(
    { ZPayment },
    {
      id: `20000000-0000-4000-8000-${String(paymentNumber).padStart(12, '0')}`,
      appointmentId: null,
      description: 'Video consult with Dr Priya Raman',
      priceCents: 8900,
      discountCents: 0,
      discountCode: null,
      amountCents: 8900,
      refundedCents: 0,
      status: 'captured',
      card: { brand: 'visa', last4: '4242' },
      test: false,
      createdAt: '2026-11-23T22:00:00.000Z',
      capturedAt: '2026-11-23T22:00:00.000Z',
      ...overrides,
    },
  );
};

import { billingMessages } from '@curo/core/billing';
import { ErrorCode } from '@curo/core/errors';
import type { Db, Executor } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { CardError, type PaymentGateway } from '../../platform/payments/payment-gateway';
import { findCustomerId, findMethod, insertPayment, type PaymentRow } from './billing.repository';
import { gatewayOrRefuse } from './manage-payment-methods';

/** What a patient is to pay for one consult, worked out by the booking. */
export interface ConsultCharge {
  patientId: string;
  appointmentId: string;
  paymentMethodId: string | undefined;
  priceCents: number;
  discountCents: number;
  discountCode: string | null;
  description: string;
  /** The client's `Idempotency-Key`: a retried booking never holds the card twice. */
  idempotencyKey: string;
}

/** A hold on the patient's card, made before the booking's transaction and recorded in it. */
export interface Authorisation {
  provider: PaymentRow['provider'];
  providerPaymentId: string;
  paymentMethodId: string;
  charge: ConsultCharge;
  amountCents: number;
}

/**
 * Holds the consult's fee (less the discount) on the patient's saved card, outside any
 * transaction: the processor is slow and may fail. A card the processor refuses is recorded as a
 * declined payment (the patient sees it in their history) and answered 402 CARD_DECLINED with the
 * reason in their words; nothing is booked. No card named: 402 PAYMENT_REQUIRED.
 */
export async function authoriseConsultCharge(
  db: Db,
  gateway: PaymentGateway | null,
  charge: ConsultCharge,
): Promise<Authorisation> {
  const processor = gatewayOrRefuse(gateway);
  if (!charge.paymentMethodId) throw new AppError(ErrorCode.PAYMENT_REQUIRED);
  const method = await findMethod(db, charge.patientId, charge.paymentMethodId);
  if (!method || method.provider !== processor.kind) throw notFound(billingMessages.methodNotFound);
  const customerId = await findCustomerId(db, charge.patientId, processor.kind);
  if (!customerId) throw notFound(billingMessages.methodNotFound);
  const amountCents = charge.priceCents - charge.discountCents;
  const row = {
    patientId: charge.patientId,
    appointmentId: charge.appointmentId,
    provider: processor.kind,
    paymentMethodId: method.id,
    priceCents: charge.priceCents,
    discountCents: charge.discountCents,
    discountCode: charge.discountCode,
    amountCents,
    description: charge.description,
  };
  let result: Awaited<ReturnType<PaymentGateway['authorise']>>;
  try {
    result = await processor.authorise({
      customerId,
      providerMethodId: method.providerMethodId,
      amountCents,
      description: charge.description,
      idempotencyKey: `consult:${charge.appointmentId}:${charge.idempotencyKey}`,
    });
  } catch (error) {
    if (!(error instanceof CardError)) throw error;
    result = {
      status: 'declined',
      providerPaymentId: null,
      declineCode: error.declineCode,
      message: error.message,
    };
  }
  if (result.status === 'declined') {
    await insertPayment(db, {
      ...row,
      providerPaymentId: result.providerPaymentId,
      status: 'declined',
      declineCode: result.declineCode,
    });
    throw new AppError(ErrorCode.CARD_DECLINED, result.message);
  }
  return {
    provider: processor.kind,
    providerPaymentId: result.providerPaymentId,
    paymentMethodId: method.id,
    charge,
    amountCents,
  };
}

/** Records the hold as the consult's payment, in the booking's transaction. */
export function recordAuthorisation(tx: Executor, hold: Authorisation): Promise<PaymentRow> {
  return insertPayment(tx, {
    patientId: hold.charge.patientId,
    appointmentId: hold.charge.appointmentId,
    provider: hold.provider,
    providerPaymentId: hold.providerPaymentId,
    paymentMethodId: hold.paymentMethodId,
    priceCents: hold.charge.priceCents,
    discountCents: hold.charge.discountCents,
    discountCode: hold.charge.discountCode,
    amountCents: hold.amountCents,
    description: hold.charge.description,
    status: 'authorised',
  });
}

/**
 * Lets a hold go when the booking it was for did not happen (the transaction failed: the code's
 * last use was taken, the hold on the time ran out). Best effort: a hold not let go here lapses
 * at the processor on its own.
 */
export async function releaseAuthorisation(
  gateway: PaymentGateway | null,
  hold: Authorisation,
): Promise<void> {
  await gateway?.release(hold.providerPaymentId, `release:${hold.providerPaymentId}`).catch(() => undefined);
}

import { randomUUID } from 'node:crypto';
import { billingMessages, type TPaymentMethod, type TSavePaymentMethod } from '@curo/core/billing';
import { ErrorCode } from '@curo/core/errors';
import type { Db, Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/auth-guard';
import { AppError, notFound } from '../../platform/errors';
import { CardError, type PaymentGateway } from '../../platform/payments/payment-gateway';
import { findUserById } from '../users';
import { assertOwnCards } from './billing.policy';
import {
  findCustomerId,
  findMethod,
  insertMethod,
  listMethods,
  type PaymentMethodRow,
  removeMethod,
  saveCustomerId,
  setDefaultMethod,
} from './billing.repository';

export const toDto = (row: PaymentMethodRow): TPaymentMethod => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});

/** The gateway, or 503-like refusal in words: production without Stripe keys takes no cards. */
export function gatewayOrRefuse(gateway: PaymentGateway | null): PaymentGateway {
  if (!gateway) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, billingMessages.paymentsUnavailable);
  return gateway;
}

/** The person's customer at the gateway, made (and kept) the first time. */
async function customerOf(db: Executor, gateway: PaymentGateway, userId: string): Promise<string> {
  const existing = await findCustomerId(db, userId, gateway.kind);
  if (existing) return existing;
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User not found');
  const made = await gateway.customerFor(
    { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}` },
    null,
  );
  await saveCustomerId(db, userId, gateway.kind, made);
  return (await findCustomerId(db, userId, gateway.kind)) ?? made;
}

/** The person's saved cards, the default first. */
export async function getPaymentMethods({
  db,
  principal,
  userId,
}: {
  db: Executor;
  principal: Principal;
  userId: string;
}): Promise<TPaymentMethod[]> {
  assertOwnCards(principal, userId);
  return (await listMethods(db, userId)).map(toDto);
}

/**
 * `savePaymentMethod`: keeps a card the gateway accepted. The first card, or one saved with
 * `makeDefault`, becomes the default. A card the gateway refuses is 402 CARD_DECLINED with its
 * reason in the patient's words; nothing is kept.
 */
export async function savePaymentMethod({
  db,
  gateway,
  principal,
  userId,
  input,
  idempotencyKey,
}: {
  db: Db;
  gateway: PaymentGateway | null;
  principal: Principal;
  userId: string;
  input: TSavePaymentMethod;
  idempotencyKey: string;
}): Promise<TPaymentMethod> {
  assertOwnCards(principal, userId);
  const processor = gatewayOrRefuse(gateway);
  const customerId = await customerOf(db, processor, userId);
  const source = input.card
    ? ({ kind: 'test-card', ...input.card } as const)
    : ({ kind: 'stripe-setup-intent', setupIntentId: input.setupIntentId ?? '' } as const);
  let card: Awaited<ReturnType<PaymentGateway['saveCard']>>;
  try {
    card = await processor.saveCard(customerId, source, `save-card:${userId}:${idempotencyKey}`);
  } catch (error) {
    if (error instanceof CardError) throw new AppError(ErrorCode.CARD_DECLINED, error.message);
    throw error;
  }
  const saved = await db.transaction(async (tx) => {
    const first = (await listMethods(tx, userId)).length === 0;
    const row = await insertMethod(tx, { userId, provider: processor.kind, ...card });
    if (first || input.makeDefault) await setDefaultMethod(tx, userId, row.id);
    return (await findMethod(tx, userId, row.id)) ?? row;
  });
  return toDto(saved);
}

/**
 * `POST /users/{id}/setupIntent` (Stripe): a SetupIntent for the person's customer, whose client
 * secret the browser's Payment Element confirms with Stripe; `savePaymentMethod` then keeps the
 * card by the SetupIntent's id. The test gateway takes its test cards directly instead.
 */
export async function startCardSetup({
  db,
  gateway,
  principal,
  userId,
}: {
  db: Db;
  gateway: PaymentGateway | null;
  principal: Principal;
  userId: string;
}): Promise<{ clientSecret: string }> {
  assertOwnCards(principal, userId);
  const processor = gatewayOrRefuse(gateway);
  if (processor.kind !== 'stripe')
    throw new AppError(ErrorCode.VALIDATION_ERROR, 'This server takes test cards in its own form');
  const customerId = await customerOf(db, processor, userId);
  return processor.startCardSetup(customerId, randomUUID());
}

/** Makes a saved card the default. */
export async function makeDefaultPaymentMethod({
  db,
  principal,
  userId,
  methodId,
}: {
  db: Db;
  principal: Principal;
  userId: string;
  methodId: string;
}): Promise<TPaymentMethod[]> {
  assertOwnCards(principal, userId);
  await db.transaction(async (tx) => {
    if (!(await findMethod(tx, userId, methodId))) throw notFound(billingMessages.methodNotFound);
    await setDefaultMethod(tx, userId, methodId);
  });
  return (await listMethods(db, userId)).map(toDto);
}

/**
 * Removes a saved card (forgotten at the gateway too). When it was the default, the oldest card
 * left becomes the default.
 */
export async function removePaymentMethod({
  db,
  gateway,
  principal,
  userId,
  methodId,
}: {
  db: Db;
  gateway: PaymentGateway | null;
  principal: Principal;
  userId: string;
  methodId: string;
}): Promise<TPaymentMethod[]> {
  assertOwnCards(principal, userId);
  const removed = await db.transaction(async (tx) => {
    const current = await findMethod(tx, userId, methodId);
    if (!current || !(await removeMethod(tx, userId, methodId)))
      throw notFound(billingMessages.methodNotFound);
    const [next] = await listMethods(tx, userId);
    if (current.isDefault && next) await setDefaultMethod(tx, userId, next.id);
    return current;
  });
  if (gateway?.kind === removed.provider) await gateway.removeCard(removed.providerMethodId);
  return (await listMethods(db, userId)).map(toDto);
}

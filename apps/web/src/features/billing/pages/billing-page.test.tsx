import { billingMessages, TEST_PAYMENTS_LABEL, type TPaymentMethod } from '@curo/core/billing';
import { ErrorCode } from '@curo/core/errors';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../lib/api-client';
import { FETCH_LOGIN_PATH } from '../../../lib/current-user';
import { toast } from '../../../lib/toast-store';
import { buildPatientDetail } from '../../../test/build-user-detail';
import { apiError, json, stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render-route';
import { paymentMethodPath } from '../api/change-payment-methods';
import { paymentMethodsPath } from '../api/get-payment-methods';
import { PAYMENTS_CONFIG_PATH } from '../api/get-payments-config';
import { savePaymentMethodPath } from '../api/save-payment-method';
import { buildPaymentMethod, buildPaymentsConfig } from '../testing/build-billing';
import { BillingPage } from './billing-page';

/** Stripe.js and its React parts, standing in for the card frame Stripe serves in a browser. */
const stripeMock = vi.hoisted(() => {
  const confirmSetup = vi.fn();
  return { confirmSetup, loadStripe: vi.fn(async () => ({ confirmSetup })) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeMock.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  PaymentElement: () => <div data-testid="stripe-payment-element" />,
  useStripe: () => ({ confirmSetup: stripeMock.confirmSetup }),
  useElements: () => ({}),
}));

const patient = buildPatientDetail();
const SAVE = `POST ${savePaymentMethodPath(patient.id)}`;

type Handlers = Parameters<typeof stubApi>[0];

/**
 * The billing API with the cards kept as the server keeps them (the default first); `save` answers
 * a save, by default by adding a Visa ending in the number's last four.
 */
function billingServer({
  gateway = 'test' as const,
  cards = [] as TPaymentMethod[],
  extra = {} as Handlers,
}: {
  gateway?: 'test' | 'stripe' | 'none';
  cards?: TPaymentMethod[];
  extra?: Handlers;
} = {}) {
  let stored = [...cards];
  const ordered = () => [...stored].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const api = stubApi({
    [`GET ${FETCH_LOGIN_PATH}`]: () => json(200, patient),
    [`GET ${PAYMENTS_CONFIG_PATH}`]: () =>
      json(
        200,
        buildPaymentsConfig({
          gateway,
          publishableKey: gateway === 'stripe' ? 'pk_test_curo' : null,
          freeCancellationHours: 48,
        }),
      ),
    [`GET ${paymentMethodsPath(patient.id)}`]: () => json(200, { items: ordered() }),
    [SAVE]: ({ body }) => {
      const { card, makeDefault } = body as {
        card: { number: string; expMonth: number; expYear: number };
        makeDefault?: boolean;
      };
      const saved = buildPaymentMethod({
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
        isDefault: makeDefault === true || stored.length === 0,
      });
      if (saved.isDefault) stored = stored.map((c) => ({ ...c, isDefault: false }));
      stored.push(saved);
      return json(201, saved);
    },
    ...Object.fromEntries(
      cards.flatMap((card) => [
        [
          `POST ${paymentMethodPath({ userId: patient.id, methodId: card.id })}/default`,
          () => {
            stored = stored.map((c) => ({ ...c, isDefault: c.id === card.id }));
            return json(200, { items: ordered() });
          },
        ],
        [
          `DELETE ${paymentMethodPath({ userId: patient.id, methodId: card.id })}`,
          () => {
            stored = stored.filter((c) => c.id !== card.id);
            return json(200, { items: ordered() });
          },
        ],
      ]),
    ),
    ...extra,
  });
  /** The Idempotency-Key header of each save sent, in order. */
  const saveKeys = () =>
    api.fetchMock.mock.calls
      .filter(
        ([input, init]) => String(input) === savePaymentMethodPath(patient.id) && init?.method === 'POST',
      )
      .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
  return { ...api, saveKeys };
}

const renderBilling = () =>
  renderRoute([{ path: '/account/billing', element: <BillingPage /> }], '/account/billing');

const savedCards = () => screen.findByRole('list', { name: 'Saved cards' });
const cardForm = () => screen.findByRole('form', { name: 'Add a card' });
const field = (name: string) => screen.getByLabelText(name, { selector: 'input, select' });

async function fillCard(
  user: ReturnType<typeof renderBilling>['user'],
  { number = '4242424242424242', month = '4', year = '2029', cvc = '123' } = {},
) {
  await user.type(field('Card number'), number);
  await user.selectOptions(field('Expiry month'), month);
  await user.selectOptions(field('Expiry year'), year);
  await user.type(field('Security code'), cvc);
}

describe('the payment methods page', () => {
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    vi.setSystemTime(new Date('2026-11-25T01:00:00.000Z'));
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the saved cards, the default first, with expiry as MM/YY, and states the cancellation policy', async () => {
    billingServer({
      cards: [
        buildPaymentMethod({ brand: 'mastercard', last4: '4444', expMonth: 11, expYear: 2027 }),
        buildPaymentMethod({ last4: '4242', expMonth: 4, expYear: 2029, isDefault: true }),
      ],
    });
    renderBilling();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const rows = within(await savedCards()).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/••••/).textContent)).toEqual([
      'Visa •••• 4242',
      'Mastercard •••• 4444',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Expires 04/29')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /Make default/ })).toBeNull();
    expect(within(rows[1] as HTMLElement).queryByText('Default')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Expires 11/27')).toBeInTheDocument();
    expect(screen.getByText(/we hold the fee on it until the consult has taken place/)).toBeInTheDocument();
  });

  it('says when no card is saved', async () => {
    billingServer();
    renderBilling();
    expect(await screen.findByText('You have no saved cards yet.')).toBeInTheDocument();
  });

  it('adds a test card: sends the card with an Idempotency-Key, empties the form and lists the card', async () => {
    const api = billingServer();
    const { user } = renderBilling();
    await cardForm();
    expect(screen.getByText(TEST_PAYMENTS_LABEL)).toBeVisible();
    expect(screen.getByText('4242 4242 4242 4242')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    await fillCard(user);
    // Grouped in fours as typed.
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(field('Make this my default card'));
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    const row = await within(await savedCards()).findByRole('listitem');
    expect(within(row).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(within(row).getByText('Default')).toBeInTheDocument();
    expect(api.calls('POST', savePaymentMethodPath(patient.id)).map((r) => r.body)).toEqual([
      { card: { number: '4242424242424242', expMonth: 4, expYear: 2029, cvc: '123' }, makeDefault: true },
    ]);
    const [key] = api.saveKeys();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(field('Card number')).toHaveValue('');
    expect(field('Expiry month')).toHaveValue('');
    expect(field('Expiry year')).toHaveValue('');
    expect(field('Security code')).toHaveValue('');
    expect(field('Make this my default card')).not.toBeChecked();
    expect(await screen.findByText('Visa ending in 4242 has been saved.')).toBeInTheDocument();
    // Nothing of the card is kept in the browser's storage.
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('4242');

    // The next card is a new submit, with a new key.
    await fillCard(user, { number: '4000000000000002' });
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(api.saveKeys()).toHaveLength(2));
    expect(api.saveKeys()[1]).not.toBe(key);
  });

  it('sends the same Idempotency-Key again when the same submit is retried after a lost connection', async () => {
    let attempts = 0;
    const api = billingServer({
      extra: {
        [SAVE]: () => {
          attempts += 1;
          if (attempts === 1) return Promise.reject(new TypeError('Failed to fetch'));
          return json(201, buildPaymentMethod({ isDefault: true }));
        },
      },
    });
    const { user } = renderBilling();
    await cardForm();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(field('Card number')).toHaveValue(''));
    const [first, second] = api.saveKeys();
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('shows a decline in the server’s words in the form’s alert and keeps what was typed', async () => {
    billingServer({
      extra: {
        [SAVE]: () => apiError(402, 'That card has expired. Use another card.', ErrorCode.CARD_DECLINED),
      },
    });
    const { user } = renderBilling();
    await cardForm();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That card has expired. Use another card.');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(field('Security code')).toHaveValue('123');
    expect(screen.getByText('You have no saved cards yet.')).toBeInTheDocument();
  });

  it('checks the card before sending: says what is missing at each field and sends nothing', async () => {
    const api = billingServer();
    const { user } = renderBilling();
    await cardForm();
    await user.type(field('Card number'), '4242');
    await user.type(field('Security code'), '12');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(field('Card number')).toHaveAccessibleDescription(billingMessages.cardNumber);
    expect(field('Card number')).toHaveFocus();
    expect(field('Expiry month')).toHaveAccessibleDescription(billingMessages.expiry);
    expect(field('Expiry year')).toHaveAccessibleDescription(billingMessages.expiry);
    // Month and year are one date: its message is said once.
    expect(screen.getAllByText(billingMessages.expiry)).toHaveLength(1);
    expect(field('Security code')).toHaveAccessibleDescription(expect.stringContaining(billingMessages.cvc));
    expect(api.calls('POST', savePaymentMethodPath(patient.id))).toHaveLength(0);
  });

  it('asks before removing a card, then removes it', async () => {
    const kept = buildPaymentMethod({ last4: '4242', isDefault: true });
    const gone = buildPaymentMethod({ brand: 'mastercard', last4: '4444' });
    const api = billingServer({ cards: [kept, gone] });
    const { user } = renderBilling();
    await savedCards();
    await user.click(screen.getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent('Mastercard ending in 4444 will no longer be saved');
    expect(api.calls('DELETE', paymentMethodPath({ userId: patient.id, methodId: gone.id }))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', paymentMethodPath({ userId: patient.id, methodId: gone.id }))).toHaveLength(1);
    const rows = within(await savedCards()).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Visa •••• 4242');
  });

  it('keeps the card when removing is cancelled', async () => {
    const card = buildPaymentMethod({ isDefault: true });
    const api = billingServer({ cards: [card] });
    const { user } = renderBilling();
    await savedCards();
    await user.click(screen.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', paymentMethodPath({ userId: patient.id, methodId: card.id }))).toHaveLength(0);
    expect(within(await savedCards()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('makes another card the default, which then comes first', async () => {
    const first = buildPaymentMethod({ last4: '4242', isDefault: true });
    const other = buildPaymentMethod({ brand: 'mastercard', last4: '4444' });
    const api = billingServer({ cards: [first, other] });
    const { user } = renderBilling();
    await savedCards();
    await user.click(screen.getByRole('button', { name: 'Make default Mastercard ending in 4444' }));
    expect(
      await screen.findByText('Mastercard ending in 4444 is now your default card.'),
    ).toBeInTheDocument();
    expect(
      api.calls('POST', `${paymentMethodPath({ userId: patient.id, methodId: other.id })}/default`),
    ).toHaveLength(1);
    const rows = within(await savedCards()).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Mastercard •••• 4444');
    expect(within(rows[0] as HTMLElement).getByText('Default')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByText('Default')).toBeNull();
  });

  it('with Stripe, takes the card in Stripe’s own form and keeps it by its SetupIntent, never its number', async () => {
    stripeMock.confirmSetup.mockResolvedValueOnce({ setupIntent: { id: 'seti_curo_1' } });
    const api = billingServer({
      gateway: 'stripe',
      extra: {
        [`POST /api/v1/users/${patient.id}/setupIntent`]: () =>
          json(201, { clientSecret: 'seti_curo_1_secret_x' }),
        [SAVE]: ({ body }) =>
          (body as { setupIntentId?: string }).setupIntentId === 'seti_curo_1'
            ? json(201, buildPaymentMethod({ last4: '1881', isDefault: true }))
            : apiError(400, 'Wrong body', ErrorCode.VALIDATION_ERROR),
      },
    });
    const { user } = renderBilling();
    expect(await screen.findByTestId('stripe-payment-element')).toBeInTheDocument();
    expect(screen.queryByText(TEST_PAYMENTS_LABEL)).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(stripeMock.loadStripe).toHaveBeenCalledWith('pk_test_curo');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(api.calls('POST', savePaymentMethodPath(patient.id))).toHaveLength(1));
    expect(api.calls('POST', savePaymentMethodPath(patient.id))[0]?.body).toEqual({
      setupIntentId: 'seti_curo_1',
    });
    expect(stripeMock.confirmSetup).toHaveBeenCalledWith(
      expect.objectContaining({ redirect: 'if_required' }),
    );
  });

  it('with Stripe, shows Stripe’s reason when the card is refused, and keeps nothing', async () => {
    stripeMock.confirmSetup.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    const api = billingServer({
      gateway: 'stripe',
      extra: {
        [`POST /api/v1/users/${patient.id}/setupIntent`]: () =>
          json(201, { clientSecret: 'seti_curo_2_secret_x' }),
      },
    });
    const { user } = renderBilling();
    await user.click(await screen.findByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(api.calls('POST', savePaymentMethodPath(patient.id))).toHaveLength(0);
  });

  it('without a gateway, says card payments are not available, with no form', async () => {
    billingServer({ gateway: 'none' });
    renderBilling();
    expect(await screen.findByText('Card payments are not available on this server.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a card' })).toBeNull();
    expect(screen.queryByText(TEST_PAYMENTS_LABEL)).toBeNull();
  });
});

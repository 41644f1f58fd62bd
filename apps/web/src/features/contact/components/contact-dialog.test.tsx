import { ERRORS, ErrorCode, type TErrorCode } from '@curo/core/errors';
import { messages } from '@curo/core/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { closeContactDialog, openContactDialog } from '../../../lib/contact-dialog-store';
import { toast } from '../../../lib/toast-store';
import { ContactDialog } from './contact-dialog';

/** The network boundary: what the server answers to the form. */
let answer: () => Promise<Response>;
const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
const ok = () => Promise.resolve(new Response(JSON.stringify({ id: 'x', message: 'ok' }), { status: 201 }));
const failWith = (code: TErrorCode, message: string) => () =>
  Promise.resolve(
    new Response(JSON.stringify({ error: { statusCode: ERRORS[code].status, code, message } }), {
      status: ERRORS[code].status,
    }),
  );

function setup() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <button type="button" onClick={openContactDialog}>
        Contact us
      </button>
      <ContactDialog />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Contact us' }));
  return screen.getByRole('dialog', { name: messages.contact.title });
}

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('firstName'), 'Mia');
  await user.type(field('lastName'), 'Nguyen');
  await user.type(field('email'), 'mia@example.com.au');
  await user.type(field('phoneNumber'), '0412 345 678');
  await user.type(field('message'), 'Do you see children?');
}

describe('the contact dialog', () => {
  beforeEach(() => {
    answer = ok;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    act(() => {
      closeContactDialog();
      toast.clear();
    });
    vi.unstubAllGlobals();
  });

  it('opens from shared state as a dialog named "Contact Information" with the spec fields', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    const labels = {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phoneNumber: 'Phone number',
      subject: 'Subject',
      message: 'Message',
    };
    for (const [name, label] of Object.entries(labels)) {
      expect(within(dialog).getByLabelText(label)).toBe(field(name));
    }
    const subject = field('subject') as unknown as HTMLSelectElement;
    expect(subject).toBeDisabled();
    expect(subject.value).toBe('General Inquiry');
    expect(within(dialog).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows "Fields can not be empty" and each rule as the placeholder, and sends nothing', async () => {
    const { user } = setup();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(messages.contact.fieldsEmpty)).toBeInTheDocument();
    expect(field('firstName')).toHaveAttribute('placeholder', messages.contact.firstNameRequired);
    expect(field('lastName')).toHaveAttribute('placeholder', messages.contact.lastNameRequired);
    expect(field('email')).toHaveAttribute('placeholder', messages.contact.emailInvalid);
    expect(field('phoneNumber')).toHaveAttribute('placeholder', messages.contact.phoneRequired);
    expect(field('message')).toHaveAttribute('placeholder', messages.contact.messageRequired);
    expect(field('firstName')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the email and shows "Please enter a valid email" when the address is malformed', async () => {
    const { user } = setup();
    await openDialog(user);
    await fillValid(user);
    await user.clear(field('email'));
    await user.type(field('email'), 'mia@nowhere');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field('email')).toHaveValue('');
    expect(field('email')).toHaveAttribute('placeholder', messages.contact.emailInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("clears a field's error as soon as the visitor types in it, and only that field's", async () => {
    const { user } = setup();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.type(field('firstName'), 'M');
    expect(field('firstName')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('firstName')).not.toHaveAttribute('placeholder', messages.contact.firstNameRequired);
    expect(field('lastName')).toHaveAttribute('placeholder', messages.contact.lastNameRequired);
  });

  it('submits with Enter in a single-line field, shows "Sending..." while busy, then thanks and closes', async () => {
    let release: () => void = () => {};
    answer = () =>
      new Promise(
        (resolve) => (release = () => resolve(new Response('{"id":"x","message":"ok"}', { status: 201 }))),
      );
    const { user } = setup();
    await openDialog(user);
    await fillValid(user);
    await user.type(field('phoneNumber'), '{Enter}');
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/emails/sendFullContact');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Mia',
      lastName: 'Nguyen',
      email: 'mia@example.com.au',
      phoneNumber: '0412 345 678',
      subject: 'General Inquiry',
      message: 'Do you see children?',
    });
    act(() => release());
    expect(await screen.findByText(messages.contact.success)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDialog(user);
    expect(field('firstName')).toHaveValue('');
  });

  it('on the server\'s "Invalid email" shows that toast, sets the email error and clears the email', async () => {
    answer = failWith(ErrorCode.INVALID_EMAIL, 'Invalid email');
    const { user } = setup();
    await openDialog(user);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Invalid email', { selector: 'p' })).toBeInTheDocument();
    expect(field('email')).toHaveValue('');
    expect(field('email')).toHaveAttribute('placeholder', 'Invalid email');
    expect(field('firstName')).toHaveValue('Mia');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it.each([
    ['a rate limit', failWith(ErrorCode.RATE_LIMITED, 'Too many requests. Please try again in 10 minutes.')],
    ['a server error', failWith(ErrorCode.INTERNAL_ERROR, 'Unexpected error occur. Please try again')],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'on %s shows "Unexpected error. Please try again later." and keeps the form',
    async (_case, response) => {
      answer = response;
      const { user } = setup();
      await openDialog(user);
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByText(messages.contact.unexpected)).toBeInTheDocument();
      expect(field('message')).toHaveValue('Do you see children?');
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    },
  );

  it('closing with Escape resets all fields and errors', async () => {
    const { user } = setup();
    await openDialog(user);
    await user.type(field('firstName'), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field('lastName')).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await openDialog(user);
    expect(field('firstName')).toHaveValue('');
    expect(field('lastName')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps keyboard focus inside while open', async () => {
    const { user } = setup();
    const dialog = await openDialog(user);
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});

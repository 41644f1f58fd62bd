import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildConversation,
  buildConversationList,
  OTHER_CONSULT_ID,
} from '../../features/chat/testing/build-chat';
import { fakeLiveConnection } from '../../features/scheduling/testing/build-scheduling';
import { ACCESS_TOKEN_KEY } from '../../lib/api-client';
import { FakeSocket } from '../../test/fake-socket';
import { routes } from '../router';

const user = {
  id: '3f1c2a4e-8d7b-4c1a-9e2f-1a2b3c4d5e6f',
  email: 'mia@example.com.au',
  role: 'patient',
  firstName: 'Mia',
  lastName: 'Nguyen',
  phone: null,
  companyId: null,
  emailVerified: true,
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the account area', () => {
  beforeEach(async () => {
    await fakeLiveConnection();
    window.scrollTo = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/v1/users/fetchLogin'
          ? new Response(JSON.stringify(user), { status: 200 })
          : new Response(JSON.stringify({ items: [] }), { status: 200 }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it.each([
    ['/account', '/login?next=%2Faccount'],
    ['/account/security', '/login?next=%2Faccount%2Fsecurity'],
    ['/secure-portal', '/login?next=%2Fsecure-portal'],
    ['/account/profile', '/login?next=%2Faccount%2Fprofile'],
  ])('sends %s without a session to %s', async (from, to) => {
    const router = renderAt(from);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(to));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('wraps the account pages in an application layout: a compact bar, the navigation, no marketing footer', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    renderAt('/account/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    const bar = screen.getByRole('banner');
    expect(await within(bar).findByText('Mia Nguyen')).toBeInTheDocument();
    expect(within(bar).getByText('Patient')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/users/sign_out');
    expect(within(bar).getByRole('link', { name: 'Curo, your workspace' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Book a consult' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
  });

  it('on a phone, opens the navigation from the bar’s menu button and closes it on a choice or Escape', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    const router = renderAt('/account/security');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(button).toHaveAttribute('aria-controls', nav.id);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveClass('hidden', 'lg:block');

    await act(async () => button.click());
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav).not.toHaveClass('hidden');
    await act(async () => within(nav).getByRole('link', { name: 'Overview' }).click());
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false'),
    );
    expect(nav).toHaveClass('hidden');

    await act(async () => screen.getByRole('button', { name: 'Open menu' }).click());
    expect(nav).not.toHaveClass('hidden');
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(nav).toHaveClass('hidden');
  });

  it('takes an administrator’s product mark to /admin', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/v1/users/fetchLogin'
          ? new Response(JSON.stringify({ ...user, role: 'admin' }), { status: 200 })
          : new Response(JSON.stringify({ items: [] }), { status: 200 }),
      ),
    );
    renderAt('/account/security');
    const bar = await screen.findByRole('banner');
    expect(await within(bar).findByText('Curo administrator')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Curo, your workspace' })).toHaveAttribute('href', '/admin');
  });

  it.each(['/login', '/signup'])('serves %s from the public layout', async (path) => {
    renderAt(path);
    expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    [
      'patient',
      [
        'Overview',
        'Messages',
        'Profile',
        'Appointments',
        'Payment methods',
        'Payment history',
        'Invoices',
        'Documents',
        'Referrals',
        'Reminders',
        'Security',
      ],
    ],
    [
      'doctor',
      [
        'Overview',
        'Messages',
        'Profile',
        'Calendar',
        'Availability',
        'Appointments',
        'Requests',
        'Patients',
        'Statements',
        'Emergency calls',
        'Security',
      ],
    ],
    ['instantDoctor', ['Overview', 'Messages', 'Profile', 'Queue', 'Appointments', 'Patients', 'Security']],
    ['nurse', ['Overview', 'Messages', 'Appointments', 'Patients', 'Security']],
    ['companyAdmin', ['Overview', 'Messages', 'Appointments', 'Security']],
    ['admin', ['Overview', 'Messages', 'Administration', 'Patients', 'Security']],
  ])('gives a %s the navigation %j', async (role, labels) => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/v1/users/fetchLogin'
          ? new Response(JSON.stringify({ ...user, role }), { status: 200 })
          : new Response(JSON.stringify({ items: [] }), { status: 200 }),
      ),
    );
    renderAt('/account/security');
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(labels),
    );
  });

  it('links each profile to the page for the role', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/v1/users/fetchLogin'
          ? new Response(JSON.stringify({ ...user, role: 'doctor' }), { status: 200 })
          : new Response(JSON.stringify({ items: [] }), { status: 200 }),
      ),
    );
    renderAt('/account/security');
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(await within(nav).findByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/account/doctor/profile',
    );
  });

  it('shows all the unread messages beside Messages, and follows them live', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    let unread = 2;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input);
        if (path === '/api/v1/users/fetchLogin') return new Response(JSON.stringify(user), { status: 200 });
        if (path === '/api/v1/appointmentChats?page=1')
          return new Response(
            JSON.stringify(
              // Four more unread sit in older conversations, beyond the first page.
              buildConversationList(
                [
                  buildConversation({ unread: 1 }),
                  buildConversation({ appointmentId: OTHER_CONSULT_ID, unread }),
                ],
                { unreadTotal: 1 + unread + 4 },
              ),
            ),
            { status: 200 },
          );
        return new Response(JSON.stringify({ items: [] }), { status: 200 });
      }),
    );
    renderAt('/account/security');
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    const messages = await within(nav).findByRole('link', { name: 'Messages (7 unread)' });
    expect(messages).toHaveAttribute('href', '/messages');
    expect(messages).toHaveTextContent('7');

    unread = 5;
    act(() => {
      const socket = FakeSocket.latest();
      socket.open();
      socket.publish(`user:${user.id}`, { type: 'chat.unread', appointmentId: OTHER_CONSULT_ID, unread });
    });
    expect(await within(nav).findByRole('link', { name: 'Messages (10 unread)' })).toBeInTheDocument();

    unread = 0;
    act(() =>
      FakeSocket.latest().publish(`user:${user.id}`, {
        type: 'chat.unread',
        appointmentId: OTHER_CONSULT_ID,
        unread,
      }),
    );
    expect(await within(nav).findByRole('link', { name: 'Messages (5 unread)' })).toBeInTheDocument();
  });
});

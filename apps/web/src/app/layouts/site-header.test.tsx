import { ErrorCode } from '@curo/core/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../lib/api-client';
import { SiteHeader } from './site-header';

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

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

describe('the site header', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers "Sign in" to a visitor who is signed out', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderHeader();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "My account" to someone signed in', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(user), { status: 200 })),
    );
    renderHeader();
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('goes back to "Sign in" when the stored session turns out to be over', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'expired');
    localStorage.setItem('refreshToken', 'revoked');
    const unauthorised = () =>
      new Response(
        JSON.stringify({
          error: { statusCode: 401, code: ErrorCode.UNAUTHORIZED, message: 'Please sign in' },
        }),
        {
          status: 401,
        },
      );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorised()),
    );
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});

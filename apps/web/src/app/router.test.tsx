import { ErrorCode } from '@curo/core/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';

const companies: Record<string, { slug: string; name: string; logoUrl: null }> = {
  'redgum-logistics': { slug: 'redgum-logistics', name: 'Redgum Logistics', logoUrl: null },
};

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('in-app routing', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const slug = /\/companies\/slug\/([^/?]+)/.exec(String(input))?.[1];
        const company = slug ? companies[slug] : undefined;
        return company
          ? new Response(JSON.stringify(company), { status: 200 })
          : new Response(
              JSON.stringify({ error: { statusCode: 404, code: ErrorCode.NOT_FOUND, message: 'Not found' } }),
              {
                status: 404,
              },
            );
      }),
    );
    window.scrollTo = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/wickham', '/consult-dr-now'],
    ['/online-doctor', '/consult-dr-now'],
    ['/signup/gold-coast-private-hospital', '/consult-dr-now'],
    ['/gold-coast-private-hospital', '/consult-dr-now'],
    ['/login/gold-coast-private-hospital', '/consult-dr-now'],
    ['/script', '/consult-dr-now'],
  ])('redirects %s to %s', async (from, to) => {
    const router = renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('keeps the query string across redirects', async () => {
    const router = renderAt('/script?company=redgum-logistics');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consult-dr-now'));
    expect(router.state.location.search).toBe('?company=redgum-logistics');
  });

  it('sends a known company code to booking with its context', async () => {
    const router = renderAt('/redgum-logistics');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consult-dr-now'));
    expect(router.state.location.search).toBe('?company=redgum-logistics');
  });

  it('shows the not-found page for an unknown code, a consult-room link and any unmatched path', async () => {
    for (const path of ['/nobody-here', '/room/dr-lee/appointment/1', '/not-found', '/a/b/c']) {
      renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: "We couldn't find that page" }),
      ).toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });
});

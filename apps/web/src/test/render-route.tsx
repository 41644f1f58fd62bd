import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster';

/**
 * Renders `routes` at `path` with a fresh query cache and the toaster, as the app does. Other
 * paths the page may go to render a marker, so a test can see where it went. `strict` wraps it in
 * StrictMode, which runs effects twice, as `npm run dev` does.
 */
export function renderRoute(routes: RouteObject[], path: string, { strict = false } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <p data-testid="elsewhere">Another page</p> }],
    { initialEntries: [path] },
  );
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, queryClient, user: userEvent.setup() };
}

/** Where the router is now: path and query. */
export const locationOf = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter, routes } from './app/router';
import { queryClient } from './lib/query-client';
import type { SsrState } from './server/entry-server';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// On a direct load of a post, FAQ entry or specialty page the server adds its head tags for
// crawlers without JavaScript; the app renders its own, so these would only be duplicates.
for (const tag of document.head.querySelectorAll('[data-seo]')) tag.remove();

// A public page the server rendered (decision 0045) comes with its router data and query cache.
const ssr = document.getElementById('curo-ssr');

if (ssr?.textContent) {
  const state = JSON.parse(ssr.textContent) as SsrState;
  hydrate(queryClient, state.queryState);
  // The page's own code first, so the first render matches the server's markup.
  const lazy = matchRoutes(routes, window.location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: state.loaderData } });
  hydrateRoot(
    root,
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
}

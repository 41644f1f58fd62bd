import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter, routes } from './app/router';
import { setServerOrigin } from './components/ui/page-meta';
import { queryClient } from './lib/query-client';
import type { SsrState } from './server/entry-server';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** The head tags the server wrote (`data-seo`): for crawlers, and the title until the app has its own. */
const removeServerHead = () => {
  for (const tag of document.head.querySelectorAll('[data-seo]')) tag.remove();
};

/**
 * Marks `<html data-ready>` once the app's first render has committed: the page now answers clicks
 * (a server-rendered page shows its content before that). End-to-end tests wait for it after a load.
 */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}

// A public page the server rendered (decision 0045) comes with its router data and query cache.
const ssr = document.getElementById('curo-ssr');

/**
 * Hydrates a page the server rendered. Not awaited at the module's top level: the page chunks it
 * loads import the entry chunk, which must have finished evaluating first (a top-level await here
 * would wait for them while they wait for it, and the page would never start).
 */
async function hydrateServerPage(state: SsrState, container: HTMLElement) {
  setServerOrigin(state.origin);
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
    container,
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
      <Started />
    </StrictMode>,
  );
}

/** Starts the app in the browser, as on every page the server did not render. */
function startInBrowser(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
      <Started />
    </StrictMode>,
  );
}

if (ssr?.textContent) {
  // If the page's code cannot be loaded, the browser's router starts over and shows the load error.
  hydrateServerPage(JSON.parse(ssr.textContent) as SsrState, root).catch(() => {
    removeServerHead();
    startInBrowser(root);
  });
} else {
  // On a direct load of a post, FAQ entry or specialty page the server adds its head tags for
  // crawlers without JavaScript; the app renders its own, so these would only be duplicates.
  removeServerHead();
  startInBrowser(root);
}

// The server renderer (decision 0045): the API imports the build of this file and renders public
// pages to HTML, with React Router's data and TanStack Query's cache for the browser to hydrate.

import { type DehydratedState, dehydrate, type Query, QueryClient, skipToken } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { type ApiFetch, setApiFetch } from './server-globals';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /**
   * What the browser needs to hydrate: React Router's loader data and TanStack Query's cache. The
   * server writes it as JSON (`<script type="application/json">`, which the CSP allows as it never
   * runs); `main.tsx` reads it.
   */
  state: SsrState;
}

export interface SsrState {
  /** The site's public address, which the page's canonical and Open Graph links were made with. */
  origin: string;
  loaderData: Record<string, unknown>;
  queryState: DehydratedState;
}

/** How many times a page is rendered at most: queries found in one pass are fetched for the next. */
const MAX_PASSES = 4;

// The app's modules read browser globals as they load (the API client its storage): they load
// after server-globals has put its stand-ins in place, which static imports would not guarantee.
const [{ setServerOrigin }, { PublicLayout }, { Providers }, { routes }] = await Promise.all([
  import('../components/ui/page-meta'),
  import('../app/layouts/public-layout'),
  import('../app/providers'),
  import('../app/router'),
]);

const handler = createStaticHandler(routes);

/**
 * Whether a query the page asked for may run (`enabled`, and not `skipToken`). Not
 * `Query.isDisabled()`: with no observers subscribed, as on the server, it calls every query that
 * never ran disabled.
 */
function isEnabled(query: Query): boolean {
  const { enabled, queryFn } = query.options as {
    enabled?: boolean | ((q: Query) => boolean);
    queryFn?: unknown;
  };
  if (queryFn === skipToken || !queryFn) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Renders a public page (one under the public layout) as a visitor without a session sees it;
 * null for any other page (the signed-in area, the consult room), which the browser renders.
 * The page's queries are fetched through `fetchApi` and rendered with their data.
 */
export async function render(
  url: string,
  { origin, fetchApi }: { origin: string; fetchApi: ApiFetch },
): Promise<RenderedPage | null> {
  setServerOrigin(origin);
  setApiFetch(fetchApi);
  const location = new URL(url, origin);
  const matches = matchRoutes(routes, location.pathname);
  const isPublic = matches?.some((m) => {
    const element = m.route.element as { type?: unknown } | null | undefined;
    return element?.type === PublicLayout;
  });
  if (!isPublic) return null;

  const context = await handler.query(new Request(location));
  // Redirects are the server's own business (spa.ts answers them before rendering); a page whose
  // route failed is left to the browser.
  if (context instanceof Response || context.errors) return null;

  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, gcTime: Number.POSITIVE_INFINITY },
    },
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderApp = () =>
    renderToString(
      <StrictMode>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );

  let html = renderApp();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
    html = renderApp();
  }
  const queryState = dehydrate(client);
  client.clear();
  return { html, state: { origin, loaderData: context.loaderData, queryState } };
}

import type { TRole } from '@curo/core/auth';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call a route. Every API route declares one in `config.access`; a route without one
 * fails start-up, so nothing is reachable by omission. `authenticated` is any signed-in user; a
 * list of roles narrows it. Ownership of records is checked by each use case (404 when not yours).
 */
export type AccessPolicy = 'public' | 'authenticated' | readonly TRole[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
    /**
     * `deny`: an admin acting as someone else (mask login) may not call this route, for example
     * changing the person's email, password, two-step sign-in or sessions.
     */
    masked?: 'deny';
  }
}

/** API routes that other plugins register (the browsable docs), public by nature. */
const EXEMPT_PREFIXES = ['/api/v1/docs'];

export const isApiRoute = (url: string) => url.startsWith('/api/');

function needsPolicy(route: Pick<RouteOptions, 'url'>) {
  return isApiRoute(route.url) && !EXEMPT_PREFIXES.some((p) => route.url.startsWith(p));
}

export interface RegisteredRoute {
  method: string | string[];
  url: string;
  access: AccessPolicy | undefined;
}

/** Records every route and refuses an API route that declares no access policy. */
export function registerAccessPolicy(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    routes.push({ method: route.method, url: route.url, access });
    if (needsPolicy(route) && !access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy (config.access)`);
    }
  });
  return routes;
}

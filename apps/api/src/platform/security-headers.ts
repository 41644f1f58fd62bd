import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
/** Stripe's Payment Element: its script, its card frames (and 3-D Secure's), and its API. */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** One HSTS year, with subdomains: sent only on HTTPS, where a browser honours it (RFC 6797 §7.2). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features: the consult room's camera, microphone and screen share on this site only;
 * payments on this site and in Stripe's frames; nothing else.
 */
export function permissionsPolicy(stripe: boolean): string {
  const payment = stripe ? '(self "https://js.stripe.com")' : '(self)';
  return [
    'camera=(self)',
    'microphone=(self)',
    'display-capture=(self)',
    'fullscreen=(self)',
    `payment=${payment}`,
    'geolocation=()',
    'usb=()',
    'serial=()',
    'browsing-topics=()',
  ].join(', ');
}

/**
 * The headers helmet's middleware sets, worked out once: with no nonces and no per-request
 * directives they are the same on every answer, and helmet would otherwise rebuild its whole
 * configuration (parsing every CSP directive) on each request.
 */
function helmetHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * Security headers for every response, including the auth guard's early 401 and 403 (register
 * this first). The strict Content-Security-Policy is what makes keeping tokens in localStorage
 * (the spec's choice) defensible: no inline or third-party script runs.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { google?: boolean; stripe?: boolean } = {},
) {
  // "Sign in with Google" (only when GOOGLE_CLIENT_ID is set) runs Google's own script and frame.
  const google = options.google ? [GOOGLE_GSI] : [];
  // Card entry with Stripe (only when STRIPE_SECRET_KEY is set) runs in Stripe's own frames.
  const stripe = options.stripe ? STRIPE : { script: [], frame: [], connect: [] };
  const frames = [...google, ...stripe.frame];
  const headers = helmetHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...google, ...stripe.script],
          // React and Radix set style attributes; no stylesheet comes from elsewhere.
          styleSrc: ["'self'", "'unsafe-inline'", ...google],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          // 'self' covers this site's own WebSocket (ws: or wss: on the same host), and only that.
          connectSrc: ["'self'", ...google, ...stripe.connect],
          // blob: frames are documents this page made itself: a received fax's PDF (decision 0041).
          frameSrc: ['blob:', ...frames],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // Same-origin app; the cross-origin isolation headers would only get in the way of future video.
      crossOriginEmbedderPolicy: false,
      // As frame-ancestors 'none' says: no one frames Curo (helmet's default is SAMEORIGIN).
      frameguard: { action: 'deny' },
      // Sent below, and only over HTTPS.
      strictTransportSecurity: false,
    }),
  );
  headers['permissions-policy'] = permissionsPolicy(Boolean(options.stripe));
  const overHttps = { ...headers, 'strict-transport-security': HSTS };
  // A plain hook (no promise) on every request: the same headers each time, set in one call.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? overHttps : headers);
    done();
  });
}

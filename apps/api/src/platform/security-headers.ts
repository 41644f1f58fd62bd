import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/**
 * Security headers for every response. The strict Content-Security-Policy is what makes keeping
 * tokens in localStorage (the spec's choice) defensible: no inline or third-party script runs.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { google?: boolean } = {}) {
  // "Sign in with Google" (only when GOOGLE_CLIENT_ID is set) runs Google's own script and frame.
  const google = options.google ? [GOOGLE_GSI] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        // React and Radix set style attributes; no stylesheet comes from elsewhere.
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...google],
        frameSrc: google.length ? google : ["'none'"],
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
  });
}

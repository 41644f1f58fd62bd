import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
/** Stripe's Payment Element: its script, its card frames (and 3-D Secure's), and its API. */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * Security headers for every response. The strict Content-Security-Policy is what makes keeping
 * tokens in localStorage (the spec's choice) defensible: no inline or third-party script runs.
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
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google, ...stripe.script],
        // React and Radix set style attributes; no stylesheet comes from elsewhere.
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...google, ...stripe.connect],
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
  });
}

/** Secrets the end-to-end tests type or receive; none may appear in the server's log. */
export const DEMO_PASSWORD = 'curo-demo-2026';
export const SIGNUP_PASSWORD = 'a long and private phrase';
export const KNOWN_SECRETS = [DEMO_PASSWORD, SIGNUP_PASSWORD];

import { ZSendMagicLinkRequest } from '@curo/core/auth';
import { isValidEmail } from '@curo/core/email';
import { ZSignupForm } from './signup-schema';

export const INVALID_EMAIL = 'Please enter a valid email';

/**
 * An email to send a sign-in link, a code or a reset link to. Its format is checked here too:
 * the server answers the same whether or not the address has an account, so a typo would
 * otherwise go unnoticed.
 */
export const ZEmailRequest = ZSendMagicLinkRequest.extend({
  email: ZSendMagicLinkRequest.shape.email.refine((v) => isValidEmail(v), { error: INVALID_EMAIL }),
});

/** A new password: the same rules as at sign-up. Whether it is too common is the server's answer. */
export const ZNewPasswordForm = ZSignupForm.pick({ password: true });

export const resetMessages = {
  done: 'Your password has been changed. Sign in with your new password.',
} as const;

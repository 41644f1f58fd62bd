import type { TTokenResponse } from '@curo/core/auth';
import type { TTotpChallengeResponse } from '@curo/core/users';

/**
 * What a first factor (password, sign-in link, code, Google) answers: a session, or, for an
 * account with two-step sign-in on, a challenge that the authenticator code completes.
 */
export type TSignInAnswer = TTokenResponse | TTotpChallengeResponse;

export const isTotpChallenge = (answer: TSignInAnswer): answer is TTotpChallengeResponse =>
  'totpRequired' in answer && answer.totpRequired === true;

import { useCallback } from 'react';
import { isTotpChallenge, type TSignInAnswer } from '../utils/sign-in-answer';
import { useStartSession } from './use-start-session';

export interface FinishSignInOptions {
  onSignedIn: () => void;
  /** The account has two-step sign-in: the first factor was right, the code comes next. */
  onTotpRequired: (challenge: string) => void;
}

/**
 * The one place every way of signing in ends: tokens start the session; a TOTP challenge hands
 * over to the two-step screen, with nothing stored until the code is right.
 */
export function useFinishSignIn({ onSignedIn, onTotpRequired }: FinishSignInOptions) {
  const startSession = useStartSession();
  return useCallback(
    (answer: TSignInAnswer) => {
      if (isTotpChallenge(answer)) {
        onTotpRequired(answer.challenge);
        return;
      }
      startSession(answer);
      onSignedIn();
    },
    [startSession, onSignedIn, onTotpRequired],
  );
}

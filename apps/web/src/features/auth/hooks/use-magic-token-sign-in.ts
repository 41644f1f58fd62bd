import { magicLinkMessages } from '@curo/core/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useExchangeMagicToken } from '../api/exchange-magic-token';
import { isTotpChallenge } from '../utils/sign-in-answer';
import { type FinishSignInOptions, useFinishSignIn } from './use-finish-sign-in';
import { useTakeSearchParam } from './use-take-search-param';

export const MAGIC_TOKEN_PARAM = 'magicToken';

type State =
  | { status: 'idle' | 'pending' | 'done' }
  /** `canRetry` when the link may still work: the server could not be reached, or failed. */
  | { status: 'failed'; message: string; canRetry: boolean };

export type TMagicTokenSignIn = State & {
  /** Tries the same link again, after a failure that may not have spent it. */
  retry: () => void;
};

/**
 * A sign-in link lands on `/login?magicToken=…`. The token leaves the address bar at once, and is
 * spent exactly once: React's StrictMode runs effects twice, and a second exchange of a one-time
 * token would fail (and could show "expired" over a sign-in that worked).
 */
export function useMagicTokenSignIn({
  onFailed,
  ...finishOptions
}: FinishSignInOptions & { onFailed: () => void }): TMagicTokenSignIn {
  const [token] = useTakeSearchParam(MAGIC_TOKEN_PARAM);
  const [state, setState] = useState<State>(() => (token ? { status: 'pending' } : { status: 'idle' }));
  const exchanged = useRef<string | null>(null);
  const { mutateAsync } = useExchangeMagicToken();
  const finishSignIn = useFinishSignIn(finishOptions);

  const exchange = useCallback(
    async (magicToken: string) => {
      setState({ status: 'pending' });
      try {
        const answer = await mutateAsync({ magicToken });
        // The link is spent either way; with a challenge, the two-step screen takes over.
        setState({ status: isTotpChallenge(answer) ? 'idle' : 'done' });
        finishSignIn(answer);
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        setState({
          status: 'failed',
          // Spent, expired and unknown tokens answer alike; say so in the words of the link's email.
          message: status === 400 || status === 401 ? magicLinkMessages.invalid : errorMessage(error),
          // Any other 4xx (say, too many attempts) has been answered; a hiccup is worth another try.
          canRetry: status === 0 || status >= 500,
        });
        onFailed();
      }
    },
    [mutateAsync, finishSignIn, onFailed],
  );

  useEffect(() => {
    if (!token || exchanged.current === token) return;
    exchanged.current = token;
    void exchange(token);
  }, [token, exchange]);

  const retry = useCallback(() => {
    if (exchanged.current) void exchange(exchanged.current);
  }, [exchange]);

  return { ...state, retry };
}

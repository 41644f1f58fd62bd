import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useAskBot } from '../api/ask-bot';
import { conversation } from './conversation-store';

export const ASK_FAILED = 'I could not reach Curo just now. Check your connection and try again.';

/** Asks the assistant a question and records the exchange in the session's conversation. */
export function useAskQuestion() {
  const { mutateAsync } = useAskBot();
  return useCallback(
    async (raw: string) => {
      const question = raw.trim();
      if (question.length < 2 || conversation.get().pending) return;
      conversation.startAsking(question);
      try {
        conversation.answered(question, await mutateAsync({ question }));
      } catch (error) {
        const message = error instanceof ApiError && error.status < 500 ? error.message : ASK_FAILED;
        conversation.failed(question, message);
      }
    },
    [mutateAsync],
  );
}

import type { TBotAskResponse } from '@curo/core/content';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatHeaders } from './get-chat-token';

export const ASK_BOT_PATH = '/api/v1/services/bot/ask';

/** `POST /services/bot/ask`: the FAQ and blog entries that best answer a question, or `noMatch`. */
export async function askBot({ question }: { question: string }): Promise<TBotAskResponse> {
  return apiRequest<TBotAskResponse>(ASK_BOT_PATH, {
    method: 'POST',
    headers: await chatHeaders(),
    body: JSON.stringify({ question }),
  });
}

export function useAskBot() {
  return useMutation({ mutationFn: askBot });
}

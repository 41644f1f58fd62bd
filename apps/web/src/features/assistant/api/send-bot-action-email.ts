import type { BOT_ACTIONS } from '@curo/core/content';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatHeaders } from './get-chat-token';
import type { TBotRequest } from './send-bot-request';

export const SEND_BOT_ACTION_EMAIL_PATH = '/api/v1/emails/sendBotActionEmail';

export type TBotAction = (typeof BOT_ACTIONS)[number];

/** `POST /emails/sendBotActionEmail`: the visitor asks the team for something (a call back, booking help). */
export async function sendBotActionEmail(
  request: TBotRequest & { action: TBotAction },
): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(SEND_BOT_ACTION_EMAIL_PATH, {
    method: 'POST',
    headers: await chatHeaders(),
    body: JSON.stringify(request),
  });
}

export function useSendBotActionEmail() {
  return useMutation({ mutationFn: sendBotActionEmail });
}

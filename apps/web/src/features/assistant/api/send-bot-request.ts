import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { chatHeaders } from './get-chat-token';

export const SEND_BOT_REQUEST_PATH = '/api/v1/emails/sendBotRequest';

export interface TBotRequest {
  question: string;
  email: string;
  name?: string;
  phone?: string;
}

/** `POST /emails/sendBotRequest`: a question the assistant could not answer, for the team to answer by email. */
export async function sendBotRequest(request: TBotRequest): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(SEND_BOT_REQUEST_PATH, {
    method: 'POST',
    headers: await chatHeaders(),
    body: JSON.stringify(request),
  });
}

export function useSendBotRequest() {
  return useMutation({ mutationFn: sendBotRequest });
}

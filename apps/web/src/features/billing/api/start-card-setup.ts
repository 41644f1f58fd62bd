import { apiRequest } from '../../../lib/api-client';

/** `POST /users/{id}/setupIntent` (Stripe): the client secret Stripe's Payment Element confirms the card with. */
export async function startCardSetup(userId: string): Promise<string> {
  const answer = await apiRequest<{ clientSecret: string }>(`/api/v1/users/${userId}/setupIntent`, {
    method: 'POST',
  });
  return answer.clientSecret;
}

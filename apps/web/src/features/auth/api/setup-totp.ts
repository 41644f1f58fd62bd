import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const TOTP_SETUP_PATH = '/api/v1/users/me/totp/setup';

export interface TTotpSetup {
  /** Base32, for typing into an authenticator app. */
  secret: string;
  /** `otpauth://…`, which a phone opens in its authenticator app. */
  otpauthUrl: string;
}

/** `POST /users/me/totp/setup`: a new secret, shown once, pending until a first code confirms it. */
export function setupTotp(): Promise<TTotpSetup> {
  return apiRequest<TTotpSetup>(TOTP_SETUP_PATH, { method: 'POST' });
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp });
}

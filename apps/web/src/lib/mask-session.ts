import { apiClient, REFRESH_TOKEN_KEY } from './api-client';

/**
 * Mask login: while an admin views Curo as a patient, the patient's (masked) tokens are the
 * current ones and the admin's own wait here, to be put back on exit. sessionStorage, not
 * localStorage: they stay with the tab the admin started from and end with it, rather than
 * lingering on the device.
 */
export const MASK_RETURN_KEY = 'curo.mask.return';

interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const currentSession = () => ({
  accessToken: apiClient.getAccessToken(),
  refreshToken: localStorage.getItem(REFRESH_TOKEN_KEY),
});

/** Whether this tab holds a complete session (both tokens) that can be set aside and returned to. */
export function hasSessionToKeep(): boolean {
  const { accessToken, refreshToken } = currentSession();
  return Boolean(accessToken && refreshToken);
}

/**
 * Sets the masked session's tokens as the current ones, keeping the admin's to return to.
 * Returns false (and changes nothing) when there is no complete session to keep.
 */
export function startMaskedSession(masked: SessionTokens, storage: Storage = sessionStorage): boolean {
  const { accessToken, refreshToken } = currentSession();
  if (!accessToken || !refreshToken) return false;
  storage.setItem(MASK_RETURN_KEY, JSON.stringify({ accessToken, refreshToken }));
  apiClient.setTokens(masked);
  return true;
}

/** The admin's own tokens, taken out of storage; null when this tab has none (or they are unreadable). */
export function takeMaskReturn(storage: Storage = sessionStorage): SessionTokens | null {
  const raw = storage.getItem(MASK_RETURN_KEY);
  storage.removeItem(MASK_RETURN_KEY);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<SessionTokens>;
    return typeof saved.accessToken === 'string' && typeof saved.refreshToken === 'string'
      ? { accessToken: saved.accessToken, refreshToken: saved.refreshToken }
      : null;
  } catch {
    return null;
  }
}

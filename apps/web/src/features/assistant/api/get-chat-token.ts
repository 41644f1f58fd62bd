import { apiRequest } from '../../../lib/api-client';

export const CHAT_TOKEN_PATH = '/api/v1/services/chatToken';
/** The conversation token lives for the browser tab's session, like the conversation itself. */
export const CHAT_TOKEN_STORAGE_KEY = 'curo.assistant.chatToken';
export const CHAT_TOKEN_HEADER = 'x-chat-token';
/** A token this close to expiring is renewed first, so it does not lapse mid-request. */
const RENEW_BEFORE_MS = 60_000;

export interface TChatToken {
  token: string;
  expiresAt: string;
}

/** `GET /services/chatToken`: an anonymous, signed conversation id for the assistant. */
export const getChatToken = () => apiRequest<TChatToken>(CHAT_TOKEN_PATH);

function readStored(): TChatToken | null {
  try {
    const raw = sessionStorage.getItem(CHAT_TOKEN_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<TChatToken>) : null;
    return typeof parsed?.token === 'string' && typeof parsed.expiresAt === 'string'
      ? { token: parsed.token, expiresAt: parsed.expiresAt }
      : null;
  } catch {
    return null;
  }
}

let renewing: Promise<string | null> | null = null;

/**
 * The session's chat token, fetched on first use and renewed when it has expired. Concurrent
 * callers share one request. When no token can be had, the assistant still works without one:
 * the server then rate-limits by address instead of by conversation.
 */
export function ensureChatToken(): Promise<string | null> {
  const stored = readStored();
  if (stored && Date.parse(stored.expiresAt) - Date.now() > RENEW_BEFORE_MS) {
    return Promise.resolve(stored.token);
  }
  renewing ??= getChatToken()
    .then((fresh) => {
      try {
        sessionStorage.setItem(CHAT_TOKEN_STORAGE_KEY, JSON.stringify(fresh));
      } catch {
        // Storage may be full or blocked; the token still serves this request.
      }
      return fresh.token;
    })
    .catch(() => null)
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

/** Headers for an assistant request: the chat token when there is one. */
export async function chatHeaders(): Promise<Record<string, string>> {
  const token = await ensureChatToken();
  return token ? { [CHAT_TOKEN_HEADER]: token } : {};
}

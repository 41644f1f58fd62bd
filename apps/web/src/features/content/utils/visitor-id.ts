import { randomId } from '../../../lib/random-id';

export const VISITOR_ID_KEY = 'curo.visitorId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A random id this browser keeps so that the blog counts a reader once a day, not once a visit.
 * It identifies nothing but the browser, and the server stores only its hash. Without storage
 * (private modes that refuse it) there is no id and the server falls back to its own estimate.
 */
export function visitorId(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string | undefined {
  try {
    const stored = storage.getItem(VISITOR_ID_KEY);
    if (stored && UUID.test(stored)) return stored;
    const fresh = randomId();
    storage.setItem(VISITOR_ID_KEY, fresh);
    return fresh;
  } catch {
    return undefined;
  }
}

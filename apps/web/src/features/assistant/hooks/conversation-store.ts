import type { TBotAskResponse } from '@curo/core/content';
import { useSyncExternalStore } from 'react';

export const CONVERSATION_STORAGE_KEY = 'curo.assistant.conversation';
/** Older exchanges drop off, so the stored conversation stays small. */
const MAX_EXCHANGES = 20;

export type TBotAnswer = TBotAskResponse['answers'][number];
export type TBotUrgent = NonNullable<TBotAskResponse['urgent']>;
export type TBotPrices = NonNullable<TBotAskResponse['prices']>;

/** One question and what the assistant answered. */
export interface TExchange {
  id: string;
  question: string;
  /** "Call 000 now", shown before anything else (absent in conversations stored before it). */
  urgent?: TBotUrgent | null;
  /** Lines of the price list, for a price question. */
  prices?: TBotPrices | null;
  answers: TBotAnswer[];
  noMatch: boolean;
  /** The team's confirmation once the visitor handed the question over. */
  handedOver: string | null;
}

export interface TConversation {
  exchanges: TExchange[];
  /** A question on its way; not stored, since a reload cannot finish it. */
  pending: string | null;
  /** The last question that could not be asked, with why. */
  failed: { question: string; message: string } | null;
}

function load(): TExchange[] {
  try {
    const raw = sessionStorage.getItem(CONVERSATION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as TExchange[]) : [];
  } catch {
    return [];
  }
}

let state: TConversation = { exchanges: load(), pending: null, failed: null };
const listeners = new Set<() => void>();

function update(next: Partial<TConversation>) {
  const exchangesChanged = next.exchanges !== undefined && next.exchanges !== state.exchanges;
  state = { ...state, ...next };
  if (exchangesChanged) {
    try {
      sessionStorage.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify(state.exchanges));
    } catch {
      // The conversation still works for this page view without storage.
    }
  }
  for (const listener of listeners) listener();
}

let counter = 0;
const nextId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * The assistant's conversation, kept for the browser tab's session: it survives closing the
 * panel, moving between pages and a reload, and is gone when the tab closes.
 */
export const conversation = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  startAsking: (question: string) => update({ pending: question, failed: null }),
  answered(question: string, response: TBotAskResponse) {
    const exchange: TExchange = {
      id: nextId(),
      question,
      urgent: response.urgent ?? null,
      prices: response.prices ?? null,
      answers: response.answers.slice(0, 3),
      noMatch: response.noMatch || (response.answers.length === 0 && !response.urgent && !response.prices),
      handedOver: null,
    };
    update({ exchanges: [...state.exchanges, exchange].slice(-MAX_EXCHANGES), pending: null });
  },
  failed: (question: string, message: string) => update({ pending: null, failed: { question, message } }),
  handedOver: (id: string, message: string) =>
    update({ exchanges: state.exchanges.map((e) => (e.id === id ? { ...e, handedOver: message } : e)) }),
  clear: () => update({ exchanges: [], pending: null, failed: null }),
  /** Reads the stored conversation afresh, as a reload does (for tests). */
  reset() {
    state = { exchanges: load(), pending: null, failed: null };
  },
};

export function useConversation(): TConversation {
  return useSyncExternalStore(conversation.subscribe, conversation.get, conversation.get);
}

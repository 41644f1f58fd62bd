import { useSyncExternalStore } from 'react';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** The full-width variant stays until dismissed and is never shown twice at once. */
  fullWidth: boolean;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function show(type: ToastType, message: string, fullWidth = false): number | undefined {
  if (fullWidth) {
    const existing = toasts.find((t) => t.fullWidth && t.message === message && t.type === type);
    if (existing) return existing.id;
  }
  const id = nextId++;
  // Newest first: the toaster renders in this order, so the newest is on top.
  emit([{ id, type, message, fullWidth }, ...toasts]);
  return id;
}

export function dismissToast(id: number) {
  emit(toasts.filter((t) => t.id !== id));
}

/** The toast helper of spec §8. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  warning: (message: string) => show('warning', message),
  info: (message: string) => show('info', message),
  fullWidth: (message: string, type: ToastType = 'info') => show(type, message, true),
  clear: () => emit([]),
};

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

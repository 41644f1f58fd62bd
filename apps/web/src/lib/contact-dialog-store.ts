import { useSyncExternalStore } from 'react';

/**
 * The contact dialog's open state, shared by every page: any component can open it without the
 * dialog being its child (spec §2 "opened from anywhere through a shared state").
 */
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openContactDialog = () => setOpen(true);
export const closeContactDialog = () => setOpen(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useContactDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

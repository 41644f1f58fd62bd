/**
 * Goes to another site, replacing the current history entry so Back does not return to a page
 * that would only send the visitor away again. Its own module, so tests can stand in for it.
 */
export function leaveSite(url: string): void {
  window.location.replace(url);
}

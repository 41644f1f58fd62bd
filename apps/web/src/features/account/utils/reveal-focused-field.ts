/**
 * After a failed check the form moves focus to the first field in error, and the browser scrolls
 * it only just into view, where the sticky header or save bar can cover it. Called right after
 * the errors are shown, this brings that field to the middle of the screen once focus has moved.
 */
export function revealFocusedField() {
  requestAnimationFrame(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.closest('form')) {
      focused.scrollIntoView?.({ block: 'center' });
    }
  });
}

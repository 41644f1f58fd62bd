import type { ReactNode } from 'react';
import { primaryButton } from './button';
import { FormAlert } from './form-alert';

export interface StickySaveBarProps {
  /** The form's own message and the id its fields point at, as `useFormState` gives them. */
  form: { formError: string | null; alertId: string };
  /** What the bar says while nothing is unsaved: that saving keeps the changes, or when they last were. */
  note: ReactNode;
  /** Whether what is typed differs from what is saved: the bar then says `unsavedNote` instead. */
  dirty?: boolean;
  unsavedNote?: string;
  /** Before the note: an action on the record itself, such as Delete. */
  start?: ReactNode;
  /** The words of the one submit button, which says `busyLabel` while `busy`. */
  submitLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  /** The buttons, for a bar with more than the one submit button (instead of `submitLabel`). */
  children?: ReactNode;
  /**
   * Stick to the foot of the screen on phones too, as an editor does to keep its unsaved note in
   * sight. Otherwise the bar sticks from tablets up only: on a phone it would sit over the field
   * being typed in, above the keyboard, so there it is the end of the form and its note is left out.
   */
  stickyOnPhones?: boolean;
}

/** The foot of a long form, kept in reach: the form's message, a note on saving, and the save button. */
export function StickySaveBar({
  form,
  note,
  dirty = false,
  unsavedNote = 'Unsaved changes',
  start,
  submitLabel,
  busy = false,
  busyLabel = 'Saving…',
  children,
  stickyOnPhones = false,
}: StickySaveBarProps) {
  const noteText = (
    <p
      className={stickyOnPhones ? 'text-sm text-muted' : 'hidden text-sm text-muted sm:block'}
      aria-live="polite"
    >
      {dirty ? <span className="font-medium text-warning">{unsavedNote}</span> : note}
    </p>
  );
  return (
    <div
      className={
        stickyOnPhones
          ? 'sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(15_23_42/0.06)] backdrop-blur sm:mx-0 sm:rounded-card sm:border'
          : 'sm:sticky sm:bottom-0 sm:z-10 sm:rounded-card sm:border sm:border-line sm:bg-white/95 sm:px-5 sm:py-4 sm:shadow-card sm:backdrop-blur'
      }
    >
      {form.formError ? (
        <div className={stickyOnPhones ? 'mb-3' : 'mb-4'}>
          <FormAlert id={form.alertId}>{form.formError}</FormAlert>
        </div>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {start ? (
          <div className="flex items-center gap-3">
            {start}
            {noteText}
          </div>
        ) : (
          noteText
        )}
        {children ?? (
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? busyLabel : submitLabel}
          </button>
        )}
      </div>
    </div>
  );
}

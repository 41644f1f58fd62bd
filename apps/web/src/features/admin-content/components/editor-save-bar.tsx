import { type ReactNode, type RefObject, useCallback, useRef } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { LeaveGuard } from './leave-guard';

interface EditorSaveBarProps {
  /** Whether what is typed differs from what is saved: the bar says so, and leaving asks first. */
  dirty: boolean;
  /** What the bar says while nothing is unsaved. */
  savedNote: ReactNode;
  /** What it says while something is. */
  unsavedNote?: string;
  /** The form's own message and the id its fields point at, as `useFormState` gives them. */
  form: { formError: string | null; alertId: string };
  /** Before the note: an action on the record itself, such as Delete. */
  start?: ReactNode;
  /** Set while the editor navigates itself (after a save or a delete), so leaving is not questioned. */
  leaving?: RefObject<boolean>;
  /** A change of the query string counts as leaving too: for an editor in a tab or an `?edit=` view. */
  watchQuery?: boolean;
  /** The save buttons. */
  children: ReactNode;
}

/**
 * The bar that stays at the foot of a long editor: the form's message, whether anything is unsaved,
 * and the save buttons, with the question before leaving unsaved changes.
 */
export function EditorSaveBar({
  dirty,
  savedNote,
  unsavedNote = 'Unsaved changes',
  form,
  start,
  leaving,
  watchQuery = false,
  children,
}: EditorSaveBarProps) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // Read at the moment of leaving: an editor that navigates straight after saving is not yet re-rendered.
  const shouldBlock = useCallback(() => dirtyRef.current && !leaving?.current, [leaving]);
  const note = (
    <p className="text-sm text-muted" aria-live="polite">
      {dirty ? <span className="font-medium text-warning">{unsavedNote}</span> : savedNote}
    </p>
  );
  return (
    <>
      <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(15_23_42/0.06)] backdrop-blur sm:mx-0 sm:rounded-card sm:border">
        {form.formError ? (
          <div className="mb-3">
            <FormAlert id={form.alertId}>{form.formError}</FormAlert>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          {start ? (
            <div className="flex items-center gap-3">
              {start}
              {note}
            </div>
          ) : (
            note
          )}
          {children}
        </div>
      </div>
      <LeaveGuard when={shouldBlock} watchQuery={watchQuery} />
    </>
  );
}

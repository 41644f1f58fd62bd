import { type RefObject, useCallback, useRef } from 'react';
import { StickySaveBar, type StickySaveBarProps } from '../../../components/ui/sticky-save-bar';
import { LeaveGuard } from './leave-guard';

interface EditorSaveBarProps extends Omit<StickySaveBarProps, 'dirty' | 'stickyOnPhones'> {
  /** Whether what is typed differs from what is saved: the bar says so, and leaving asks first. */
  dirty: boolean;
  /** Set while the editor navigates itself (after a save or a delete), so leaving is not questioned. */
  leaving?: RefObject<boolean>;
  /** A change of the query string counts as leaving too: for an editor in a tab or an `?edit=` view. */
  watchQuery?: boolean;
}

/**
 * The save bar of a long editor, at the foot of the screen on phones too, with the question before
 * leaving unsaved changes.
 */
export function EditorSaveBar({ dirty, leaving, watchQuery = false, ...bar }: EditorSaveBarProps) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // Read at the moment of leaving: an editor that navigates straight after saving is not yet re-rendered.
  const shouldBlock = useCallback(() => dirtyRef.current && !leaving?.current, [leaving]);
  return (
    <>
      <StickySaveBar {...bar} dirty={dirty} stickyOnPhones />
      <LeaveGuard when={shouldBlock} watchQuery={watchQuery} />
    </>
  );
}

import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Within this many pixels of an edge counts as at it. */
const EDGE_PX = 64;

/**
 * How the history scrolls: it opens at the newest message; a new message scrolls into view when
 * the viewer was already at the bottom (or sent it); earlier messages loaded above keep what the
 * viewer is reading where it was; scrolling to the top loads the page before.
 */
export function useChatScroll({
  box,
  content,
  newestId,
  newestMine,
  earlierCount,
  canLoadEarlier,
  loadEarlier,
}: {
  box: RefObject<HTMLElement | null>;
  /** What scrolls inside the box: when it grows (an image arrives), the bottom stays in view. */
  content: RefObject<HTMLDivElement | null>;
  newestId: string | undefined;
  newestMine: boolean;
  earlierCount: number;
  canLoadEarlier: boolean;
  loadEarlier: () => void;
}) {
  const atBottom = useRef(true);
  /** Distance from the bottom while an earlier page loads, to restore once it is in. */
  const keepFromBottom = useRef<number | null>(null);

  const toBottom = useCallback(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [box]);

  useLayoutEffect(() => {
    if (newestId === undefined) return;
    if (atBottom.current || newestMine) toBottom();
  }, [newestId, newestMine, toBottom]);

  useEffect(() => {
    const element = content.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) toBottom();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [content, toBottom]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || keepFromBottom.current === null || earlierCount === 0) return;
    element.scrollTop = element.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [earlierCount, box]);

  const loadEarlierKeepingPlace = useCallback(() => {
    const element = box.current;
    if (element) keepFromBottom.current = element.scrollHeight - element.scrollTop;
    loadEarlier();
  }, [box, loadEarlier]);

  const onScroll = useCallback(() => {
    const element = box.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX && canLoadEarlier) loadEarlierKeepingPlace();
  }, [box, canLoadEarlier, loadEarlierKeepingPlace]);

  return { onScroll, loadEarlier: loadEarlierKeepingPlace, toBottom };
}

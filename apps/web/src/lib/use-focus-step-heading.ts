import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to the first heading inside `container` whenever `step` changes (never on the first
 * render), so that a keyboard or screen-reader user who moves a multi-step flow on lands at the
 * start of the new step instead of on `<body>` (the button they pressed has gone). A step whose
 * heading is not there yet (still loading) gets focus as soon as it appears. The heading is made
 * focusable from script only (`tabindex="-1"`), never a stop in the tab order.
 */
export function useFocusStepHeading(step: string, container: RefObject<HTMLElement | null>) {
  const shown = useRef(step);
  const pending = useRef(false);
  // Runs after every render: a step's heading may arrive a render or two after the step.
  useEffect(() => {
    if (shown.current !== step) {
      shown.current = step;
      pending.current = true;
    }
    if (!pending.current) return;
    const heading = container.current?.querySelector<HTMLElement>('h1, h2, h3');
    if (!heading) return;
    pending.current = false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
  });
}

import { useEffect, useState } from 'react';

/**
 * How far the site footer reaches into the bottom of the viewport, in pixels (0 while it is below
 * the fold). A floating button lifted by this much rides on the footer's top edge instead of
 * covering its links, which matters most on phones, where the footer fills the screen.
 */
export function useFooterClearance(): number {
  const [lift, setLift] = useState(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const footer = document.querySelector('footer');
      const top = footer?.getBoundingClientRect().top;
      setLift(top === undefined ? 0 : Math.max(0, Math.round(window.innerHeight - top)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Pages load lazily and grow after the first paint, moving the footer without a scroll.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return lift;
}

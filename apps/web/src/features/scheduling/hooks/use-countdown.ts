import { useEffect, useState } from 'react';

const secondsUntil = (until: string | null) =>
  until ? Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000)) : null;

/** Seconds left until `until` (never below 0), ticking every second; null without a time. */
export function useCountdown(until: string | null): number | null {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSeconds(secondsUntil(until));
    if (!until) return;
    const timer = setInterval(() => setSeconds(secondsUntil(until)), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

/** "9:05" for 545 seconds. */
export const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

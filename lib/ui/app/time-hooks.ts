import { useEffect, useState } from 'react';
import { useUi } from './context';

/** The current time, refreshed every `intervalMs`. */
export function useNow(intervalMs = 30_000): number {
  const { env } = useUi();
  const [now, setNow] = useState(() => env.now());
  useEffect(() => {
    const id = setInterval(() => setNow(env.now()), intervalMs);
    return () => clearInterval(id);
  }, [env, intervalMs]);
  return now;
}

/** Seconds until `until` (ms since epoch), ticking every second; 0 once it has passed. */
export function useCountdown(until: number | undefined): number {
  const { env } = useUi();
  const left = () => (until === undefined ? 0 : Math.max(0, Math.ceil((until - env.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    if (until === undefined) return;
    const tick = () => setSeconds(Math.max(0, Math.ceil((until - env.now()) / 1000)));
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [until, env]);
  return seconds;
}

/** `value`, once it has stopped changing for `ms` (for estimates of what is being typed). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

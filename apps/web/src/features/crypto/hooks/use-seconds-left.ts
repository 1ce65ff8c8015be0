import { useEffect, useState } from 'react';

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** Whole seconds until `deadline` (epoch ms), ticking every second and stopping at 0. */
export function useSecondsLeft(deadline: number): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  const done = left === 0;

  useEffect(() => {
    setLeft(secondsUntil(deadline));
    if (done) return;
    const timer = setInterval(() => setLeft(secondsUntil(deadline)), 1000);
    return () => clearInterval(timer);
  }, [deadline, done]);

  return left;
}

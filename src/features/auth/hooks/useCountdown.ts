import { useEffect, useState } from 'react';
import { secondsLeft } from '../lib/timing';

/** Seconds left until a deadline (epoch ms), ticking while > 0. */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, now);

  useEffect(() => {
    if (deadline === null) return;
    const t = window.setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= deadline) {
        window.clearInterval(t);
        setDeadline(null);
      }
    }, 250);
    return () => window.clearInterval(t);
  }, [deadline]);

  return {
    left,
    startSeconds: (s: number) => {
      const n = Date.now();
      setNow(n);
      setDeadline(n + s * 1000);
    },
    startUntil: (epochMs: number) => {
      setNow(Date.now());
      setDeadline(epochMs);
    },
  };
}

import { useCallback, useEffect, useState } from 'react';
import { formatNumber, type Locale } from '@shop/shared';

/** docs/product.md#constants: the wait before another code may be sent. */
export const RESEND_WAIT_SECONDS = 60;

/**
 * 75 -> "01:15" (docs/product.md#states: the countdown is shown as mm:ss), in the page's
 * digits ("০১:১৫" on a Bangla page).
 */
export function formatCountdown(seconds: number, locale: Locale = 'en'): string {
  const safe = Math.max(0, Math.floor(seconds));
  const two = (value: number) => formatNumber(value, locale, { minimumIntegerDigits: 2 });
  return `${two(Math.floor(safe / 60))}:${two(safe % 60)}`;
}

/** Seconds left, ticking down once a second to 0; `restart` starts again from the top. */
export function useCountdown(): { secondsLeft: number; restart: (from?: number) => void } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setSecondsLeft((left) => Math.max(0, left - 1));
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  const restart = useCallback((from = RESEND_WAIT_SECONDS) => setSecondsLeft(from), []);
  return { secondsLeft, restart };
}

/**
 * Timing rules of the accounts screens (§4, §9), as pure functions so the
 * countdown and the guards are unit-tested without fake timers.
 */
export const SMS_DEFAULT_SECONDS = 60;
/** The Firebase route counts down 1 minute whatever the platform's expiry (§9). */
export const FIREBASE_SMS_SECONDS = 60;
export const SEND_THROTTLE_MS = 1000;
export const CAPTCHA_REFRESH_GUARD_MS = 1000;

/** SMS countdown: expiredMinutes × 60 s, or 60 s when the server gives none (§4). */
export function smsCountdownSeconds(expiredMinutes: unknown): number {
  const m = typeof expiredMinutes === 'number' && Number.isFinite(expiredMinutes) && expiredMinutes > 0 ? expiredMinutes : 0;
  return m ? Math.round(m * 60) : SMS_DEFAULT_SECONDS;
}

/** Whole seconds left until a deadline (epoch ms), never negative. */
export function secondsLeft(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * A guard that lets an action through at most once per `intervalMs`: used for
 * SMS sends (1 s) and captcha refreshes (1 s). Returns true when allowed.
 */
export function createRateGuard(intervalMs: number, clock: () => number = Date.now) {
  let last = -Infinity;
  return () => {
    const now = clock();
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}

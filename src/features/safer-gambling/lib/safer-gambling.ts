import type { ActivityStatement } from '@/api/types.generated';

/**
 * Pure helpers of the safer-gambling screens (issue 28): when the next reality
 * check is due, where an idle session stands, the activity statement as CSV.
 */

/** Seconds until the next reality check of a session `elapsed` seconds old (checks every `intervalMinutes`). */
export function secondsToNextCheck(elapsedSeconds: number, intervalMinutes: number): number {
  const every = intervalMinutes * 60;
  const into = elapsedSeconds % every;
  return every - into;
}

/** Hours and minutes of a duration, for "1 h 05 min". */
export function hoursMinutes(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

export const INACTIVITY_WARNING_MS = 60_000;

/** Where a session idle for `idleMs` stands against a logout after `limitMinutes`: the warning comes a minute before. */
export function idlePhase(idleMs: number, limitMinutes: number): 'active' | 'warning' | 'expired' {
  const limit = limitMinutes * 60_000;
  if (idleMs >= limit) return 'expired';
  if (idleMs >= limit - INACTIVITY_WARNING_MS) return 'warning';
  return 'active';
}

const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

/** The statement as CSV (RFC 4180): a header row in the player's language, amounts as the platform's decimal strings. */
export function statementCsv(st: ActivityStatement, headers: readonly string[]): string {
  const rows = st.months.map((m) => [m.month, m.deposits, m.withdrawals, m.stakes, m.payouts, m.net]);
  return [[...headers], ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The platform's time format (§3: `yyyy-MM-dd hh:mm:ss`, 24-hour). The sandbox
 * writes and reads it in UTC so answers do not depend on the machine's zone.
 */
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function formatTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Epoch ms of a `yyyy-MM-dd HH:mm:ss` (UTC) string, or null when it is not one (or not a real date). */
export function parseTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date.UTC rolls 2026-02-31 over to March: only an exact round trip is a real date.
  return formatTime(ms) === text.trim() ? ms : null;
}

/** Money in the platform's 2 decimals, without binary drift (0.1 + 0.2). */
export const money = (n: number): number => Math.round(n * 100) / 100;

/**
 * Date presets of the record pages (spec §9: previous 7 and 30 days, next 7
 * and 30 days) and the range maths behind them, on calendar days written
 * `yyyy-MM-dd` (the platform's record query format). Day arithmetic runs on UTC
 * dates so no daylight-saving change can skip or repeat a day; "today" is the
 * player's own calendar day, read once from a Date by the caller.
 */
export const DATE_PRESETS = ['last7', 'last30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The platform refuses longer ranges (INVALID_DATE_RANGE). */
export const MAX_RANGE_DAYS = 92;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** The player's calendar day of `date` (local time), yyyy-MM-dd. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Epoch ms of a real calendar day at UTC midnight, or null (2026-02-31, 2026-1-5, text). */
export function dayMs(day: string): number | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

/** `day` moved by `days` (negative: back). Throws on a day that is not real: callers pass localDay() output. */
export function addDays(day: string, days: number): string {
  const ms = dayMs(day);
  if (ms === null) throw new Error(`not a day: ${day}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days a range covers, both ends included; 0 when the end is before the start or a day is not real. */
export function daysIn(range: DateRange): number {
  const a = dayMs(range.startDate);
  const b = dayMs(range.endDate);
  if (a === null || b === null || b < a) return 0;
  return (b - a) / DAY_MS + 1;
}

/** A range the platform accepts: real days, start ≤ end, at most MAX_RANGE_DAYS. */
export const isValidRange = (range: DateRange): boolean => {
  const n = daysIn(range);
  return n >= 1 && n <= MAX_RANGE_DAYS;
};

/**
 * The range of a preset. The previous 7 days are today and the 6 before it;
 * the next 7 days start tomorrow, so "previous" and "next" never overlap.
 */
export function presetRange(preset: DatePreset, today: string): DateRange {
  switch (preset) {
    case 'last7':
      return { startDate: addDays(today, -6), endDate: today };
    case 'last30':
      return { startDate: addDays(today, -29), endDate: today };
    case 'next7':
      return { startDate: addDays(today, 1), endDate: addDays(today, 7) };
    case 'next30':
      return { startDate: addDays(today, 1), endDate: addDays(today, 30) };
  }
}

/** Pages needed for `total` rows (at least 1, so an empty answer still has "page 1 of 1"). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / Math.max(1, size)));

/** A page number kept inside 1…pageCount (a filter change can shrink the count under the current page). */
export const clampPage = (page: number, pages: number): number => Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, pages));

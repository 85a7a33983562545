/**
 * Player protection by jurisdiction (issue 28): what each profile of the brand
 * manifest's `playerProtection.profile` switches on, as plain data, and the pure
 * functions the build check, the sandbox and the portal share. Each figure is a
 * line of the regulation named beside it; an override may be stricter, never
 * weaker (`overrideProblems`).
 */
import type { ProfileRules } from './protection-rules.generated';

export const PROTECTION_PROFILES = ['none', 'uk', 'ontario', 'malta', 'sweden', 'denmark'] as const;
export type ProtectionProfile = (typeof PROTECTION_PROFILES)[number];

export type LimitKind = ProfileRules['limitKinds'][number];
export type LimitPrompt = ProfileRules['limitPrompt'];
export type LimitPeriod = 'day' | 'week' | 'month';
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** A profile's rules: the shape the platform answers (generated from schema/api/ProtectionState.json) and its profile. */
export type ProtectionRules = ProfileRules & { profile: ProtectionProfile };

const base: Omit<ProtectionRules, 'profile'> = {
  limitKinds: ['deposit', 'loss'],
  increaseDelayHours: 24,
  increaseWaitsPeriodEnd: false,
  limitPrompt: 'none',
  limitRequired: false,
  timeOutDays: [1, 7, 30],
  selfExclusionMonths: [6, 12, 60],
  permanentExclusion: false,
  askAllBrands: false,
  realityCheckMinutes: 60,
  inactivityLogoutMinutes: 0,
  statementMonths: 12,
};

export const PROFILE_RULES: Record<ProtectionProfile, ProtectionRules> = {
  // No jurisdiction: the tools are offered, nothing is forced.
  none: { ...base, profile: 'none', increaseDelayHours: 0, realityCheckMinutes: 0 },
  // UKGC RTS 12A (prompt at registration or first deposit), 12B (24 h / 7 d / month), 12D (decrease at once), increase after 24 h; RTS 1B.
  uk: { ...base, profile: 'uk', limitPrompt: 'firstDeposit', timeOutDays: [1, 7, 30, 42], selfExclusionMonths: [6, 12, 60] },
  // iGO: 2.13 breaks of 1 day to 3 months, 2.14 exclusion 6 m / 1 y / 5 y, 2.23 limits at registration, 2.24 relax after >= 24 h, 4.30 inactivity.
  ontario: { ...base, profile: 'ontario', limitPrompt: 'registration', timeOutDays: [1, 7, 30, 90], inactivityLogoutMinutes: 30 },
  // MGA: exclusion, a deposit limit and reality checks are mandatory; multi-brand operators ask about all brands.
  malta: { ...base, profile: 'malta', limitPrompt: 'registration', selfExclusionMonths: [6, 12], permanentExclusion: true, askAllBrands: true },
  // Spelinspektionen: deposit limits per day, week, month set before play; an increase waits 72 h and the end of the period.
  sweden: {
    ...base,
    profile: 'sweden',
    limitKinds: ['deposit'],
    increaseDelayHours: 72,
    increaseWaitsPeriodEnd: true,
    limitPrompt: 'registration',
    limitRequired: true,
    selfExclusionMonths: [1, 3, 6],
    permanentExclusion: true,
  },
  // Spillemyndigheden: increases after 24 h; exclusion 24 h (a break), >= 30 days, or permanent.
  denmark: {
    ...base,
    profile: 'denmark',
    limitPrompt: 'registration',
    limitRequired: true,
    timeOutDays: [1],
    selfExclusionMonths: [1, 3, 6, 12],
    permanentExclusion: true,
  },
};

/** The legal floor of each profile: what an override must respect. */
interface Floor {
  minIncreaseDelayHours: number;
  /** The prompt may not be switched off. */
  promptRequired: boolean;
  timeOutDays?: { min: number; max: number };
  /** Terms that must stay on offer. */
  requiredExclusionMonths: number[];
  /** Longest reality-check interval; null: not regulated. */
  maxRealityCheckMinutes: number | null;
  maxInactivityMinutes: number | null;
  minExclusionMonths: number;
}

const FLOORS: Record<ProtectionProfile, Floor> = {
  none: {
    minIncreaseDelayHours: 0,
    promptRequired: false,
    requiredExclusionMonths: [],
    maxRealityCheckMinutes: null,
    maxInactivityMinutes: null,
    minExclusionMonths: 1,
  },
  uk: {
    minIncreaseDelayHours: 24,
    promptRequired: true,
    requiredExclusionMonths: [6],
    maxRealityCheckMinutes: null,
    maxInactivityMinutes: null,
    minExclusionMonths: 6,
  },
  ontario: {
    minIncreaseDelayHours: 24,
    promptRequired: true,
    timeOutDays: { min: 1, max: 90 },
    requiredExclusionMonths: [6, 12, 60],
    maxRealityCheckMinutes: null,
    maxInactivityMinutes: 30,
    minExclusionMonths: 6,
  },
  malta: {
    minIncreaseDelayHours: 24,
    promptRequired: true,
    requiredExclusionMonths: [6],
    maxRealityCheckMinutes: 60,
    maxInactivityMinutes: null,
    minExclusionMonths: 6,
  },
  sweden: {
    minIncreaseDelayHours: 72,
    promptRequired: true,
    requiredExclusionMonths: [1, 3, 6],
    maxRealityCheckMinutes: 60,
    maxInactivityMinutes: null,
    minExclusionMonths: 1,
  },
  denmark: {
    minIncreaseDelayHours: 24,
    promptRequired: true,
    requiredExclusionMonths: [1],
    maxRealityCheckMinutes: null,
    maxInactivityMinutes: null,
    minExclusionMonths: 1,
  },
};

export interface ProtectionOverrides {
  increaseDelayHours?: number;
  limitPrompt?: LimitPrompt;
  timeOutDays?: number[];
  selfExclusionMonths?: number[];
  realityCheckMinutes?: number;
  inactivityLogoutMinutes?: number;
}

export interface ProtectionSetting {
  profile: ProtectionProfile;
  operator?: string;
  overrides?: ProtectionOverrides;
}

export const isProfile = (v: unknown): v is ProtectionProfile => typeof v === 'string' && (PROTECTION_PROFILES as readonly string[]).includes(v);

/** One override that breaks the profile's legal minimum: the key and a sentence saying what to write instead. */
export interface OverrideProblem {
  key: keyof ProtectionOverrides;
  message: string;
}

/** The overrides that are a period in minutes: on (0 would switch the tool off) and no longer than the profile's maximum. */
const MINUTE_OVERRIDES: readonly {
  key: 'realityCheckMinutes' | 'inactivityLogoutMinutes';
  max: 'maxRealityCheckMinutes' | 'maxInactivityMinutes';
  rule: (max: number) => string;
}[] = [
  { key: 'realityCheckMinutes', max: 'maxRealityCheckMinutes', rule: (max) => `a reality check at least every ${max} minutes` },
  { key: 'inactivityLogoutMinutes', max: 'maxInactivityMinutes', rule: (max) => `logout after at most ${max} minutes of inactivity` },
];

export function overrideProblems(profile: ProtectionProfile, o: ProtectionOverrides = {}): OverrideProblem[] {
  const f = FLOORS[profile];
  const out: OverrideProblem[] = [];
  const at = `playerProtection.overrides`;
  if (o.increaseDelayHours !== undefined && o.increaseDelayHours < f.minIncreaseDelayHours)
    out.push({
      key: 'increaseDelayHours',
      message: `${at}.increaseDelayHours is ${o.increaseDelayHours} but the ${profile} profile requires a limit increase to wait at least ${f.minIncreaseDelayHours} hours: use ${f.minIncreaseDelayHours} or more`,
    });
  if (o.limitPrompt === 'none' && f.promptRequired)
    out.push({
      key: 'limitPrompt',
      message: `${at}.limitPrompt is "none" but the ${profile} profile requires a deposit-limit prompt: use "registration" or "firstDeposit"`,
    });
  if (o.timeOutDays && f.timeOutDays) {
    const { min, max } = f.timeOutDays;
    const bad = o.timeOutDays.filter((d) => d < min || d > max);
    if (bad.length)
      out.push({
        key: 'timeOutDays',
        message: `${at}.timeOutDays has ${bad.join(', ')} but the ${profile} profile allows breaks of ${min} to ${max} days only`,
      });
  }
  if (o.selfExclusionMonths) {
    const missing = f.requiredExclusionMonths.filter((m) => !o.selfExclusionMonths!.includes(m));
    const short = o.selfExclusionMonths.filter((m) => m < f.minExclusionMonths);
    if (missing.length)
      out.push({
        key: 'selfExclusionMonths',
        message: `${at}.selfExclusionMonths must keep ${missing.join(', ')} months on offer under the ${profile} profile`,
      });
    else if (short.length)
      out.push({
        key: 'selfExclusionMonths',
        message: `${at}.selfExclusionMonths has ${short.join(', ')} but the ${profile} profile's shortest self-exclusion is ${f.minExclusionMonths} months`,
      });
  }
  for (const { key, max, rule } of MINUTE_OVERRIDES) {
    const value = o[key];
    const limit = f[max];
    if (value !== undefined && limit !== null && (value === 0 || value > limit))
      out.push({ key, message: `${at}.${key} is ${value} but the ${profile} profile requires ${rule(limit)}: use 1 to ${limit}` });
  }
  return out;
}

/** The rules a brand runs under: its profile's, with its overrides (already checked at build) on top. */
export function resolveProtection(setting: ProtectionSetting | undefined): ProtectionRules {
  const profile = isProfile(setting?.profile) ? setting!.profile : 'none';
  const rules = PROFILE_RULES[profile];
  const o = setting?.overrides ?? {};
  return {
    ...rules,
    ...o,
    timeOutDays: [...(o.timeOutDays ?? rules.timeOutDays)].sort((a, b) => a - b),
    selfExclusionMonths: [...(o.selfExclusionMonths ?? rules.selfExclusionMonths)].sort((a, b) => a - b),
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Start of the period containing `at` (UTC): the day, the ISO week (Monday), the calendar month. */
export function periodStart(period: LimitPeriod, at: number): number {
  const d = new Date(at);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === 'day') return day;
  if (period === 'week') return day - ((d.getUTCDay() + 6) % 7) * DAY;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/** End (exclusive) of the period containing `at`. */
export function periodEnd(period: LimitPeriod, at: number): number {
  const start = periodStart(period, at);
  if (period === 'day') return start + DAY;
  if (period === 'week') return start + 7 * DAY;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/**
 * The window a limit counts over, ending now: UK RTS 12B names rolling "24 hours, 7 days and a month";
 * Sweden's day, week and month are calendar periods. One rule for both: a rolling window, except where the
 * profile ties an increase to the period's end, whose window is the calendar period.
 */
export function limitWindowStart(rules: Pick<ProtectionRules, 'increaseWaitsPeriodEnd'>, period: LimitPeriod, now: number): number {
  if (rules.increaseWaitsPeriodEnd) return periodStart(period, now);
  if (period === 'day') return now - DAY;
  if (period === 'week') return now - 7 * DAY;
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

/**
 * When a new limit value applies. A decrease (a lower amount than the one in force) applies at once (UK 12D);
 * an increase or a removal (null) waits the profile's delay, and in Sweden also the end of the current period.
 */
export function limitEffectiveAt(rules: ProtectionRules, period: LimitPeriod, current: bigint | null, next: bigint | null, now: number): number {
  const tighter = next !== null && (current === null || next <= current);
  if (tighter) return now;
  let at = now + rules.increaseDelayHours * HOUR;
  if (rules.increaseWaitsPeriodEnd) at = Math.max(at, periodEnd(period, now));
  return at;
}

/** End of a break or exclusion started at `from`: days for a time-out, calendar months for a self-exclusion, null for permanent. */
export function blockEnd(from: number, unit: 'days' | 'months', length: number | null): number | null {
  if (length === null) return null;
  if (unit === 'days') return from + length * DAY;
  const d = new Date(from);
  // Jan 31 + 1 month is the last day of February, not March 3.
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + length + 1, 0)).getUTCDate();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + length, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
}

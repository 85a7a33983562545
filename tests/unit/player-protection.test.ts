import { describe, expect, it } from 'vitest';
import {
  PROFILE_RULES,
  blockEnd,
  limitEffectiveAt,
  limitWindowStart,
  overrideProblems,
  periodEnd,
  periodStart,
  resolveProtection,
} from '../../src/brand/player-protection';

const at = (iso: string) => Date.parse(iso);
const H = 3_600_000;

describe('jurisdiction profiles', () => {
  it('a decrease applies at once, an increase waits the profile delay (UK 12D, 24 h)', () => {
    const uk = PROFILE_RULES.uk;
    const now = at('2026-07-01T10:00:00Z');
    expect(limitEffectiveAt(uk, 'day', 10000n, 5000n, now)).toBe(now);
    expect(limitEffectiveAt(uk, 'day', null, 5000n, now)).toBe(now);
    expect(limitEffectiveAt(uk, 'day', 5000n, 10000n, now)).toBe(now + 24 * H);
    expect(limitEffectiveAt(uk, 'day', 5000n, null, now)).toBe(now + 24 * H);
  });

  it('Sweden: an increase waits 72 h and the end of the period, whichever is later', () => {
    const se = PROFILE_RULES.sweden;
    const wed = at('2026-07-01T10:00:00Z'); // a Wednesday
    expect(limitEffectiveAt(se, 'day', 100n, 200n, wed)).toBe(wed + 72 * H);
    expect(limitEffectiveAt(se, 'week', 100n, 200n, wed)).toBe(at('2026-07-06T00:00:00Z'));
    expect(limitEffectiveAt(se, 'month', 100n, 200n, wed)).toBe(at('2026-08-01T00:00:00Z'));
  });

  it('periods are UTC days, ISO weeks and calendar months', () => {
    const t = at('2026-02-15T13:30:00Z'); // Sunday
    expect(periodStart('day', t)).toBe(at('2026-02-15T00:00:00Z'));
    expect(periodStart('week', t)).toBe(at('2026-02-09T00:00:00Z'));
    expect(periodEnd('month', t)).toBe(at('2026-03-01T00:00:00Z'));
    expect(periodEnd('month', at('2026-12-31T23:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'));
  });

  it('limit windows: rolling 24 h / 7 d / month (UK 12B), calendar periods in Sweden', () => {
    const t = at('2026-03-31T12:00:00Z');
    expect(limitWindowStart(PROFILE_RULES.uk, 'day', t)).toBe(t - 24 * H);
    expect(limitWindowStart(PROFILE_RULES.uk, 'month', t)).toBe(at('2026-03-03T12:00:00Z'));
    expect(limitWindowStart(PROFILE_RULES.sweden, 'week', t)).toBe(at('2026-03-30T00:00:00Z'));
  });

  it('block ends: days, calendar months, or none for permanent', () => {
    const t = at('2026-01-31T08:00:00Z');
    expect(blockEnd(t, 'days', 1)).toBe(t + 24 * H);
    expect(blockEnd(t, 'months', 60)).toBe(at('2031-01-31T08:00:00Z'));
    expect(blockEnd(t, 'months', 1)).toBe(at('2026-02-28T08:00:00Z'));
    expect(blockEnd(t, 'months', null)).toBeNull();
  });

  it('overrides apply on top of the profile, sorted', () => {
    const r = resolveProtection({ profile: 'uk', overrides: { realityCheckMinutes: 30, timeOutDays: [14, 1] } });
    expect(r.realityCheckMinutes).toBe(30);
    expect(r.timeOutDays).toEqual([1, 14]);
    expect(r.increaseDelayHours).toBe(24);
    expect(resolveProtection(undefined).profile).toBe('none');
  });
});

describe('overrides below the legal minimum', () => {
  it('stricter overrides pass', () => {
    expect(overrideProblems('uk', { increaseDelayHours: 48, realityCheckMinutes: 30 })).toEqual([]);
    expect(overrideProblems('ontario', { inactivityLogoutMinutes: 15, timeOutDays: [1, 90] })).toEqual([]);
    expect(overrideProblems('none', { increaseDelayHours: 0, limitPrompt: 'none' })).toEqual([]);
  });

  it('each weaker override is named with a sentence', () => {
    expect(overrideProblems('uk', { increaseDelayHours: 12 }).map((p) => p.key)).toEqual(['increaseDelayHours']);
    expect(overrideProblems('sweden', { increaseDelayHours: 48 })[0]!.message).toContain('at least 72 hours');
    expect(overrideProblems('uk', { limitPrompt: 'none' })[0]!.key).toBe('limitPrompt');
    expect(overrideProblems('ontario', { timeOutDays: [1, 120] })[0]!.message).toContain('1 to 90 days');
    expect(overrideProblems('ontario', { selfExclusionMonths: [6, 12] })[0]!.message).toContain('60 months');
    expect(overrideProblems('malta', { realityCheckMinutes: 0 })[0]!.key).toBe('realityCheckMinutes');
    expect(overrideProblems('ontario', { inactivityLogoutMinutes: 45 })[0]!.key).toBe('inactivityLogoutMinutes');
  });
});

import { describe, expect, it } from 'vitest';
import { contractAccess, effectiveTime, platformTime, salaryRate } from '../../src/features/agent-centre/lib/consolidated';
import type { ConsolidatedFunds } from '../../src/api/types.generated';

const funds = (over: Partial<ConsolidatedFunds> = {}): ConsolidatedFunds => ({
  dailysalreq: 1,
  divtypereq: 1,
  contracthoursalreq: 1,
  realtimesalreqtype: 1,
  contractmrdailysalinfotype: 0,
  contracthoursalinfo: 1,
  dailysalinfotype: 1,
  realtimesalinfotype: 1,
  divtypeinfo: 1,
  ...over,
});

describe('consolidated contract info (§3) on the contract pages', () => {
  it('reads the request and info field of each kind', () => {
    const f = funds({ realtimesalreqtype: 0, dailysalinfotype: 0 });
    expect(contractAccess(f, 'REALTIME')).toEqual({ request: false, info: true });
    expect(contractAccess(f, 'DAILY')).toEqual({ request: true, info: false });
    expect(contractAccess(funds({ divtypereq: 0, divtypeinfo: 0 }), 'DIVIDEND')).toEqual({ request: false, info: false });
    expect(contractAccess(funds({ contracthoursalreq: 0 }), 'HOURLY').request).toBe(false);
  });

  it('hides nothing while the info is unknown', () => {
    expect(contractAccess(undefined, 'HOURLY')).toEqual({ request: true, info: true });
  });
});

describe('salary contract form', () => {
  it('takes a rate above 0 and at most 5 percent, 2 decimals', () => {
    expect(salaryRate('0.35')).toBe('0.35');
    expect(salaryRate('5')).toBe('5.00');
    expect(salaryRate('0')).toBeNull();
    expect(salaryRate('5.01')).toBeNull();
    expect(salaryRate('1.234')).toBeNull();
    expect(salaryRate('abc')).toBeNull();
  });

  it('says the start in the platform time (UTC): now, the next full hour, tomorrow 00:00', () => {
    const now = Date.UTC(2026, 10, 27, 19, 42, 7, 650);
    expect(platformTime(now)).toBe('2026-11-27 19:42:07');
    expect(effectiveTime('now', now)).toBe('2026-11-27 19:42:07');
    expect(effectiveTime('nextHour', now)).toBe('2026-11-27 20:00:00');
    expect(effectiveTime('tomorrow', now)).toBe('2026-11-28 00:00:00');
    expect(effectiveTime('tomorrow', Date.UTC(2026, 11, 31, 23, 0))).toBe('2027-01-01 00:00:00');
  });
});

import { describe, expect, it } from 'vitest';
import { hoursMinutes, idlePhase, secondsToNextCheck, statementCsv } from '../../src/features/safer-gambling/lib/safer-gambling';

describe('safer-gambling helpers', () => {
  it('reality check: the next one is due at the next multiple of the interval', () => {
    expect(secondsToNextCheck(0, 60)).toBe(3600);
    expect(secondsToNextCheck(3599, 60)).toBe(1);
    expect(secondsToNextCheck(3600, 60)).toBe(3600);
    expect(secondsToNextCheck(4000, 30)).toBe(1400);
  });

  it('durations in hours and minutes', () => {
    expect(hoursMinutes(3900)).toEqual({ hours: 1, minutes: 5 });
    expect(hoursMinutes(59)).toEqual({ hours: 0, minutes: 0 });
  });

  it('inactivity: a warning a minute before the logout', () => {
    expect(idlePhase(28 * 60_000, 30)).toBe('active');
    expect(idlePhase(29 * 60_000, 30)).toBe('warning');
    expect(idlePhase(30 * 60_000, 30)).toBe('expired');
  });

  it('statement CSV: header row, one row a month, quoted where needed', () => {
    const csv = statementCsv(
      {
        fromTime: '2026-01-01 00:00:00',
        toTime: '2026-02-10 00:00:00',
        currency: 'USD',
        months: [{ month: '2026-01', deposits: '100.00', withdrawals: '0.00', stakes: '40.00', payouts: '15.50', net: '-24.50' }],
      },
      ['Month', 'Deposits', 'Withdrawals', 'Stakes', 'Winnings', 'Net, result'],
    );
    expect(csv).toBe('Month,Deposits,Withdrawals,Stakes,Winnings,"Net, result"\r\n2026-01,100.00,0.00,40.00,15.50,-24.50\r\n');
  });
});

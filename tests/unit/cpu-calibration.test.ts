import { describe, expect, it } from 'vitest';
import { calibratedMultiplier } from '../../scripts/bench/cpu-calibration';

/** bench:web's CPU slowdown follows Lighthouse's calibration calculator for a mid-tier phone (lighthouse/docs/throttling.md). */
describe('calibrated CPU slowdown', () => {
  it("gives Lighthouse's own points: 4x at 1533, 6x at 2000, 3x at 1300, 2x at 800", () => {
    expect(calibratedMultiplier(1533)).toBe(4);
    expect(calibratedMultiplier(2000)).toBe(6);
    expect(calibratedMultiplier(1300)).toBe(3);
    expect(calibratedMultiplier(800)).toBe(2);
  });

  it('slows a busy (slower) host less, never below 1x, and falls back to the default 4x without a measure', () => {
    expect(calibratedMultiplier(1050)).toBe(2.5);
    expect(calibratedMultiplier(1420)).toBe(3.5);
    expect(calibratedMultiplier(100)).toBe(1);
    expect(calibratedMultiplier(Number.NaN)).toBe(4);
  });
});

/** How a measured line feels to a player: under 300 ms fast, under 800 ms good, slower than that slow (the probe gives up at 1.5 s). */
export type LatencyGrade = 'fast' | 'good' | 'slow';

export function latencyGrade(ms: number): LatencyGrade {
  return ms < 300 ? 'fast' : ms < 800 ? 'good' : 'slow';
}

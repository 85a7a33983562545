import type { MissionSummary } from '@/api/models';

export type Mission = MissionSummary['list'][number];
export const MISSION_CATEGORIES = ['NEWBIE', 'DAILY', 'WEEKLY'] as const;

/** Missions still to complete (status `process`): the count the member-centre badge shows when above 0 (§2). */
export const openMissionCount = (summary: Pick<MissionSummary, 'list'> | undefined): number => summary?.list.filter((m) => m.status === 'process').length ?? 0;

/** Progress as a whole percentage, 0–100 (a target of 0 counts as done). */
export const progressPercent = (m: Pick<Mission, 'progress' | 'target'>): number =>
  m.target <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((m.progress / m.target) * 100)));

/** The missions of one category, in the platform's order. */
export const missionsOf = (list: readonly Mission[], category: Mission['category']): Mission[] => list.filter((m) => m.category === category);

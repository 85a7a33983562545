/** What src/app uses of the missions feature (the one file app may import here, scripts/check-layers.ts). */
export const memberCentrePages = {
  missionLeaderboard: () => import('./pages/MissionsPage'),
};

/** The open-missions count beside the menu entry (its own chunk). */
export const loadOpenMissionsBadge = () => import('./components/OpenMissionsBadge');

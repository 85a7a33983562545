/** What src/app uses of the reward centre (the one file app may import here, scripts/check-layers.ts). */
export const memberCentrePages = {
  rewardCenter: () => import('./pages/RewardCentrePage'),
};

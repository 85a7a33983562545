/** What src/app uses of the records feature (the one file app may import here, scripts/check-layers.ts). */

/** The records' member-centre pages (§2 personal-centre menu), each its own chunk. */
export const memberCentrePages = {
  personalHistoryCopy: () => import('./pages/BettingRecordPage'),
  transactionHistory: () => import('./pages/AccountRecordPage'),
  personalProfit: () => import('./pages/ProfitLossPage'),
  bonusDetails: () => import('./pages/BonusDetailsPage'),
};

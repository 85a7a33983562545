/** What src/app uses of the referral feature (the one file app may import here, scripts/check-layers.ts). */
export const memberCentrePages = {
  referral: () => import('./pages/ReferralPage'),
};

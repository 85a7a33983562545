/** What src/app uses of the lottery feature (the one file app may import here, scripts/check-layers.ts). */
export const pages = {
  lottery: () => import('./pages/LotteryPage'),
  vnLottery: () => import('./pages/VnLotteryPage'),
  elott: () => import('./pages/ElottPage'),
  seamless: () => import('./pages/SeamlessPage'),
};

/** Home's popular-lottery strip. */
export const loadPopularLotteryStrip = () => import('./components/PopularLotteryStrip');

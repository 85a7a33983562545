/** What src/app uses of the promotions feature (the one file app may import here, scripts/check-layers.ts). */
export const pages = {
  promotions: () => import('./pages/PromotionsPage'),
  promotionDetail: () => import('./pages/PromotionDetailPage'),
};

/** Home's promotions strip: part of the home route's chunk. */
export { PromotionsTeaser } from './components/PromotionsTeaser';

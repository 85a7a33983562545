/** What src/app uses of the promotions feature (the one file app may import here, scripts/check-layers.ts). */
export const pages = {
  promotions: () => import('./pages/PromotionsPage'),
  promotionDetail: () => import('./pages/PromotionDetailPage'),
};

/** Home's promotions strip (its own chunk: a static re-export here would put it in the shell, which imports this entry). */
export const loadPromotionsTeaser = () => import('./components/PromotionsTeaser').then((m) => ({ default: m.PromotionsTeaser }));

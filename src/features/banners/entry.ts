/**
 * What src/app uses of the banners feature (the one file app may import here,
 * scripts/check-layers.ts): the still first banner (the page's largest paint,
 * so not lazy) and the carousel (a loader). The banner request itself is
 * platform data (src/platform/banners.ts): boot asks before React.
 */
export const loadBannerCarousel = () => import('./components/BannerCarousel').then((m) => ({ default: m.BannerCarousel }));

export { BannerStill } from './components/BannerStill';

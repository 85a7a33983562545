/**
 * What src/app uses of the home feature (the one file app may import here,
 * scripts/check-layers.ts): the page and its tiles, which src/app fills with
 * the other features' strips (src/app/routing/home-route.tsx). Imported only by
 * that module, itself the home route's chunk.
 */
export { HomePage, type HomeSlots, type HomeStrip } from './pages/HomePage';
export { CategoryTiles } from './components/CategoryTiles';

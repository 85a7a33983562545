/** What src/app uses of the points mall (the one file app may import here, scripts/check-layers.ts). */
export const pages = {
  pointsMall: () => import('./pages/PointsMallPage'),
};

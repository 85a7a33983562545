/** What src/app uses of the lines feature (the one file app may import here, scripts/check-layers.ts). */
export const pages = {
  lines: () => import('./pages/LinesPage'),
};

/** The notice that the portal moved to another line by itself, floating above every page. */
export const loadLineMovedNotice = () => import('./components/LineMovedNotice').then((m) => ({ default: m.LineMovedNotice }));

export { useLines } from './hooks/useLines';

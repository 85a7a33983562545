/** What src/app uses of the lines feature (the one file app may import here, scripts/check-layers.ts). */
export const pages = {
  lines: () => import('./pages/LinesPage'),
};

/** The notice that the portal moved to another line by itself, floating above every page. */
export const loadLineMovedNotice = () => import('./components/LineMovedNotice').then((m) => ({ default: m.LineMovedNotice }));

/**
 * Fetches the notice while the browser is idle: when a line stalls, the page's own origin may be the one that stopped
 * answering (or its connections all held by swallowed calls), and a chunk asked for only then would never arrive.
 */
export function preloadLineMovedNotice(): () => void {
  const load = () => void loadLineMovedNotice().catch(() => undefined);
  if (typeof window.requestIdleCallback !== 'function') {
    const t = window.setTimeout(load, 3000);
    return () => window.clearTimeout(t);
  }
  const id = window.requestIdleCallback(load, { timeout: 10_000 });
  return () => window.cancelIdleCallback(id);
}

export { useLines } from './hooks/useLines';

import { createRoot } from 'react-dom/client';
import type { ResolvedBrandConfig } from '@/brand/brand-config';
import { App } from '../App';
import { preloadPage } from '../routing/routes';
import type { FirstRequests } from './boot';
import { takeOverTarget } from './take-over';

/**
 * How long the app's first render waits for the first banner to be on screen. The render is the longest task
 * of the load; run before the banner's paint it delays the page's largest paint by its whole length, and the
 * static shell shows the page meanwhile. Capped: a slow picture must not keep the page inert.
 */
export const FIRST_BANNER_WAIT_MS = 1000;

/** React and the app: a chunk of its own, loaded by src/main.tsx after boot has started the first requests. */
export async function mount(brand: ResolvedBrandConfig, first: FirstRequests): Promise<void> {
  preloadPage(window.location.pathname); // the first page's chunk downloads while React renders the frame
  await Promise.race([first.firstBanner, new Promise((resolve) => window.setTimeout(resolve, FIRST_BANNER_WAIT_MS))]);
  // Into #root, or beside the pre-rendered shell that it replaces once it has rendered the same page (take-over.ts).
  createRoot(takeOverTarget(document)).render(<App brand={brand} status={first.status} />);
}

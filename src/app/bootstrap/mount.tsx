import { createRoot } from 'react-dom/client';
import type { ResolvedBrandConfig } from '@/brand/brand-config';
import { App } from '../App';
import { preloadPage } from '../routing/routes';
import type { FirstRequests } from './boot';
import { takeOverTarget } from './take-over';

/** React and the app: a chunk of its own, loaded by src/main.tsx after boot has started the first requests. */
export function mount(brand: ResolvedBrandConfig, first: FirstRequests): void {
  preloadPage(window.location.pathname); // the first page's chunk downloads while React renders the frame
  // Into #root, or beside the pre-rendered shell that it replaces once it has rendered the same page (take-over.ts).
  createRoot(takeOverTarget(document)).render(<App brand={brand} status={first.status} />);
}

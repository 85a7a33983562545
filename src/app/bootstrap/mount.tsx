import { createRoot } from 'react-dom/client';
import type { ResolvedBrandConfig } from '@/brand/brand-config';
import { App } from '../App';
import { preloadPage } from '../routing/routes';
import type { FirstRequests } from './boot';

/** React and the app: a chunk of its own, loaded by src/main.tsx after boot has started the first requests. */
export function mount(brand: ResolvedBrandConfig, first: FirstRequests): void {
  preloadPage(window.location.pathname); // the first page's chunk downloads while React renders the frame
  createRoot(document.getElementById('root')!).render(<App brand={brand} status={first.status} />);
}

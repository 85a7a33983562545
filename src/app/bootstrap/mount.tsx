import { createRoot } from 'react-dom/client';
import type { ResolvedBrandConfig } from '@/brand/brand-config';
import { App } from '../App';
import type { FirstRequests } from './boot';

/** React and the app: a chunk of its own, loaded by src/main.tsx after boot has started the first requests. */
export function mount(brand: ResolvedBrandConfig, first: FirstRequests): void {
  createRoot(document.getElementById('root')!).render(<App brand={brand} status={first.status} />);
}

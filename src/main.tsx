// Entry: brand → session/language/api (boot) → render. Kept tiny: boot starts
// the language catalog and the status call from here, while React and the app
// (src/app/bootstrap/mount.tsx, modulepreloaded by index.html: see
// scripts/vite/preload-app.ts) are still downloading.
import { readBrandConfig } from '@/brand/brand-config';
import { boot } from '@/app/bootstrap/boot';

const brand = readBrandConfig();
const first = boot(brand);
import('@/app/bootstrap/mount').then(
  ({ mount }) => mount(brand, first),
  (err: unknown) => console.error('the app failed to load', err),
);

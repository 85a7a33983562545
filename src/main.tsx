// Placeholder entry: the portal shell (issue 4) replaces src/app/App.tsx and may
// extend this bootstrap. Order matters: brand → language/theme → api → render.
import { createRoot } from 'react-dom/client';
import { readBrandConfig } from '@/brand/brand-config';
import { App } from '@/app/App';

const brand = readBrandConfig();
createRoot(document.getElementById('root')!).render(<App brand={brand} />);

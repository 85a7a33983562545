// Entry: brand → session/language/api (boot) → render. Kept tiny: every page,
// the side menu's data and heavy widgets load lazily from here.
import { createRoot } from 'react-dom/client';
import { readBrandConfig } from '@/brand/brand-config';
import { boot } from '@/app/bootstrap/boot';
import { App } from '@/app/App';

const brand = readBrandConfig();
boot(brand);
createRoot(document.getElementById('root')!).render(<App brand={brand} />);

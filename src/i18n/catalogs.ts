import type { LanguageCode } from './languages';

export type Catalog = Record<string, string>;

/**
 * One lazy chunk per language: only the active catalog is downloaded. Missing
 * keys of non-interface languages are filled from EN at build time by the
 * `localeFallback` Vite plugin (scripts/vite/locale-fallback.ts), key by key.
 */
const loaders = import.meta.glob<Catalog>('../../locales/*.json', { import: 'default' });

export async function loadCatalog(code: LanguageCode): Promise<Catalog> {
  const load = loaders[`../../locales/${code}.json`] ?? loaders['../../locales/EN.json'];
  return load();
}

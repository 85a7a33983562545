import type { LanguageCode } from './languages';

export type Catalog = Record<string, string>;

/**
 * One lazy chunk per language: only the active catalog is downloaded. Missing
 * keys of non-interface languages are filled from EN at build time by the
 * `localeFallback` Vite plugin (scripts/vite/locale-fallback.ts), key by key.
 */
const loaders = import.meta.glob<Catalog>('../../locales/*.json', { import: 'default' });

/** Waits before each retry: a flaky mobile link usually recovers within seconds. */
const RETRY_DELAYS_MS = [1000, 3000];

export async function loadCatalog(code: LanguageCode, delays: readonly number[] = RETRY_DELAYS_MS): Promise<Catalog> {
  const load = loaders[`../../locales/${code}.json`] ?? loaders['../../locales/EN.json'];
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (err) {
      if (attempt >= delays.length) throw err;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}

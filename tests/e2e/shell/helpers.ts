import type { BrowserContext, Page } from '@playwright/test';

/** Routes of §2 with a concrete id; `KNOWN_PATHS` of src/app/routing/paths.ts with :id filled. */
export { KNOWN_PATHS } from '../../../src/app/routing/paths';
export const concrete = (path: string) => path.replace(':id', '101');

/** Console noise that is not a portal fault: the sandbox's deliberately missing game images (the lobby falls back). */
const EXPECTED = [/sandbox-assets\/missing\//, /Failed to load resource: the server responded with a status of 404/];

/** Console errors and page errors, minus the expected fixture 404s (checked by URL). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  const missing = new Set<string>();
  page.on('response', (r) => {
    if (r.status() >= 400) {
      if (EXPECTED[0].test(r.url())) missing.add(r.url());
      else errors.push(`${r.status()} ${r.url()}`);
    }
  });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (EXPECTED[1].test(m.text()) && missing.size > 0) return; // the 404 is listed above by URL when it matters
    errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** Theme before first paint (the boot script reads local key `theme`), and no home notice popup in the way. */
export async function prepare(context: BrowserContext, theme: 'light' | 'dark', opts: { notice?: boolean } = {}): Promise<void> {
  await context.addInitScript(
    ([t, notice]) => {
      // Init scripts run in every frame; a game frame is an opaque origin with no storage (issue 15).
      if (window.top !== window) return;
      localStorage.setItem('theme', t as string);
      if (!notice) sessionStorage.setItem('index_notice', '1');
    },
    [theme, opts.notice ?? false] as const,
  );
}

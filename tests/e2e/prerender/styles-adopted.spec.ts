import { expect, test } from '@playwright/test';
import { brandUrl, resetSandbox } from '../support/sandbox';

/**
 * Issue 26: the pre-rendered CSS is adopted, not inserted again. The page arrives with Emotion's
 * <style data-emotion="css id1 id2 …"> (the rules its markup uses); the browser's Emotion cache reads those ids at
 * start and treats them as inserted, so hydration adds only rules for what the page grows later (platform data),
 * and no rule is in the document twice. The shell's hot parts (side menu, header, footer, tab bar) are static class
 * sheets (src/lib/static-sheet.ts): the page carries them as <style data-static-styles="id">, and the app finds them
 * there instead of inserting a second copy.
 */
test.beforeAll(async ({ request }) => {
  await resetSandbox(request);
});

for (const path of ['/', '/rng']) {
  test(`lotus-vn ${path}: every pre-rendered Emotion rule is adopted, none inserted twice`, async ({ page, context }) => {
    await context.addInitScript(() => sessionStorage.setItem('index_notice', '1'));
    await page.goto(brandUrl('lotus-vn', path), { waitUntil: 'networkidle' });
    await expect(page.locator('main')).toBeVisible();
    const found = await page.evaluate(() => {
      const prerendered = [...document.querySelectorAll('style[data-emotion^="css "]')].flatMap((s) => s.getAttribute('data-emotion')!.split(' ').slice(1));
      // A component's own rule is `.css-<id>` alone; its states (`.css-<id>:hover`) and queries are separate rules.
      const seen = new Map<string, number>();
      const texts: string[] = [];
      for (const s of document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'))
        for (const r of s.sheet!.cssRules) {
          texts.push(r.cssText);
          const id = r instanceof CSSStyleRule ? /^\.css-([a-z0-9]+)$/.exec(r.selectorText)?.[1] : undefined;
          if (id) seen.set(id, (seen.get(id) ?? 0) + 1);
        }
      const all = texts.join('\n');
      const sheets = [...document.querySelectorAll('style[data-static-styles]')].map((s) => s.getAttribute('data-static-styles')!);
      return {
        sheets,
        prerendered,
        twice: [...seen].filter(([, n]) => n > 1).map(([id]) => id),
        missing: prerendered.filter((id) => !all.includes(`.css-${id}`)),
      };
    });
    expect(found.prerendered.length).toBeGreaterThan(5);
    expect(found.sheets).toEqual(expect.arrayContaining(['side-menu', 'side-menu-rows', 'header', 'tab-bar']));
    expect(found.sheets.length, 'a static sheet in the document twice').toBe(new Set(found.sheets).size);
    expect(found.twice).toEqual([]);
    expect(found.missing).toEqual([]);
  });
}

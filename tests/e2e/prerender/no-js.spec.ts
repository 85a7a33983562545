import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { brand, brandUrl } from '../support/sandbox';
import { prerenderedLobbies } from '../support/prerendered';
import { ROUTE_TABLE } from '../../../src/app/routing/paths';

/**
 * Issue 13: the pre-rendered shell paints the brand from HTML alone. With
 * JavaScript off, `/` shows the brand's logo, its palette (default theme) and
 * its navigation in its default language. Two brands: a light one in English,
 * a dark one in Thai.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

const catalog = (code: string) => JSON.parse(readFileSync(`locales/${code}.json`, 'utf8')) as Record<string, string>;
const palette = (id: string) =>
  (JSON.parse(readFileSync(`brands/${id}/brand.json`, 'utf8')) as { theme: { palette: Record<'light' | 'dark', { background: string; surface: string }> } })
    .theme.palette;
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

for (const id of ['lotus-vn', 'siam-star']) {
  test(`${id}: logo, colours and navigation in its language without JavaScript`, async ({ page }) => {
    const b = brand(id);
    const lang = b.languages.default ?? 'EN';
    const words = catalog(lang);
    const colours = palette(id)[b.theme.default];

    await page.goto(brandUrl(id, '/'));
    // The page is the brand's, not a "needs JavaScript" notice.
    await expect(page.locator('#root[data-prerendered]')).toBeAttached();
    // The brand's logo: in the side menu, or its mark in the header when the navigation is a top bar.
    await expect(page.locator('header img[src^="/brand/"], aside img[src^="/brand/"]').filter({ visible: true }).first()).toBeVisible();

    // Colours: the default theme's palette, with no script to set data-theme.
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(colours.background));
    await expect(page.locator('header')).toHaveCSS('background-color', rgb(colours.surface));

    // Navigation, in the brand's default language, as real links that work without a script.
    const nav = page.locator('aside nav');
    await expect(nav.locator('a[href="/"]')).toHaveText(words['shell.nav.home']);
    await expect(nav.locator('a[href="/promotions"]')).toHaveText(words['shell.nav.promotions']);
    await expect(nav.locator('a[href="/promotions"]')).toBeVisible();
    await expect(page.locator('header button', { hasText: words['shell.header.login'] })).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });
}

/**
 * The lobby routes are pre-rendered too (dist/<id>/<route>/index.html): /live paints the brand's frame and the
 * lobby's own heading, hall tab, filters and tile placeholders from HTML alone, in the brand's language.
 */
for (const id of ['lotus-vn', 'siam-star']) {
  test(`${id}: the /live lobby without JavaScript shows the brand, its navigation and the lobby in its language`, async ({ page }) => {
    const b = brand(id);
    const words = catalog(b.languages.default ?? 'EN');
    const colours = palette(id)[b.theme.default];

    await page.goto(brandUrl(id, '/live'));
    // Its own page, not home's shell.
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/live');
    await expect(page.locator('aside img[src$="/brand/logo.svg"]')).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(colours.background));
    const nav = page.locator('aside nav');
    await expect(nav.locator('a[href="/"]')).toHaveText(words['shell.nav.home']);
    await expect(nav.locator('a[href="/promotions"]')).toBeVisible();

    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(words['lobby.category.LIVE']);
    await expect(main.getByRole('tablist', { name: words['lobby.vendorTabs'] }).getByRole('tab')).toHaveText([words['lobby.tab.all']]);
    await expect(main.getByPlaceholder(words['lobby.search.placeholder'])).toBeVisible();
    // The tiles' places are held (the games come from the platform once the app runs).
    await expect(main.getByRole('region', { name: words['lobby.results'] }).locator('[aria-hidden="true"]').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });
}

test('every lobby has its own page, with its heading; another route, or a brand that sends visitors to log in, gets the SPA page', async ({ page }) => {
  const words = catalog(brand('lotus-vn').languages.default ?? 'EN');
  // Every lobby lotus-vn's side menu shows, opened by its last alias (/cockfightGames shares /cockfight's page).
  for (const lobby of prerenderedLobbies('lotus-vn')) {
    await page.goto(brandUrl('lotus-vn', `${lobby.paths.at(-1)}?page=BGS`));
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', lobby.paths.join(' '));
    const def = ROUTE_TABLE.find((r) => r.path === lobby.path);
    const category = def && 'category' in def ? def.category : undefined;
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(words[`lobby.category.${category}`]!);
  }
  // /promotions is not pre-rendered: index.html answers with home's shell, which the app replaces.
  await page.goto(brandUrl('lotus-vn', '/promotions'));
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/ /index /index.html /home');
  // pearl-ph sends visitors to /login (loginedToHomePage): its lobbies render nothing at build time, so no page of their own.
  await page.goto(brandUrl('pearl-ph', '/live'));
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
});

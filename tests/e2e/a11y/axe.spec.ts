import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accounts, brands, brandUrl, tokenFor } from '../support/sandbox';

/**
 * Accessibility (issue 15): axe over the key screens of every brand in both
 * themes, failing on any serious or critical violation (label-content-name-
 * mismatch, target-size, contrast, names …). One page per brand × theme: the
 * first screen is loaded, the others are reached inside the app (history
 * navigation, as a link would), and each is looked at once its content has
 * loaded (no skeleton left). Nothing is excluded: the carousel's pagination
 * dots are part of the run. A brand whose route guard sends visitors to /login
 * has its login and register checked as a visitor and home and lobby signed in.
 */
const visitorScreens = [
  { name: 'home', path: '/' },
  { name: 'lobby', path: '/rng' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
] as const;
/** A brand with the route guard on (§2 loginedToHomePage) sends visitors to /login: its home and lobby are seen signed in. */
const guardedScreens = [
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'home', path: '/', signIn: true },
  { name: 'lobby', path: '/rng' },
] as const;

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Client-side navigation to `path` (the router listens to popstate), so the app is not loaded again. A push made
 * while the router is still settling the previous screen can be undone: then the screen is loaded in the same page.
 */
async function goWithin(page: Page, brandId: string, path: string) {
  const pushed = await expect(async () => {
    await page.evaluate((p) => {
      if (window.location.pathname === p) return;
      window.history.pushState({}, '', p);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, path);
    await expect(page).toHaveURL((u) => u.pathname === path, { timeout: 1_000 });
  })
    .toPass({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  if (!pushed) await page.goto(brandUrl(brandId, path));
  await expect(page).toHaveURL((u) => u.pathname === path);
}

for (const b of brands()) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${b.id} ${theme}: home, lobby, login and register have no serious or critical axe violation`, async ({ page, context, request }) => {
      test.setTimeout(90_000);
      await context.addInitScript((t) => {
        localStorage.setItem('theme', t);
        sessionStorage.setItem('index_notice', '1');
        // Carousels move on their own: axe reads a still page.
        document.addEventListener('DOMContentLoaded', () => {
          const still = document.createElement('style');
          still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
          document.head.append(still);
        });
      }, theme);
      const found: string[] = [];
      const screens = b.features?.loginedToHomePage ? guardedScreens : visitorScreens;
      for (const [i, s] of screens.entries()) {
        if ('signIn' in s) {
          const token = await tokenFor(request, b.merchantCode, accounts.member.username);
          await page.goto(brandUrl(b.id, `${s.path}?token=${encodeURIComponent(token)}`));
          await expect(page).toHaveURL((u) => u.pathname === s.path && !u.searchParams.has('token'));
        } else if (i === 0) await page.goto(brandUrl(b.id, s.path));
        else await goWithin(page, b.id, s.path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('main').first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        if (s.name === 'login' || s.name === 'register') await expect(page.locator('form').first()).toBeVisible();
        const result = await new AxeBuilder({ page }).withTags(tags).analyze();
        for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
          const nodes = v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`);
          found.push(`${s.name}: ${v.id} (${v.impact}) × ${v.nodes.length}:\n    ${nodes.join('\n    ')}`);
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

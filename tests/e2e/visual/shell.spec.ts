import { expect, test, type Page } from '@playwright/test';
import { brand, brandUrl, resetSandbox, setSystemStatus } from '../support/sandbox';

/**
 * Visual baselines of the shell's key screens: two brands × two themes, fixed
 * viewport, animations off, reduced motion (banners do not autoplay), zero
 * tolerance. Regenerate with `npm run screenshots:update` on this machine kind
 * (baselines depend on the Chromium build and its fonts).
 */
const BRANDS = ['lotus-vn', 'siam-star'];
const THEMES = ['light', 'dark'] as const;
const SCREENS: { name: string; path: string; status?: 1 | 2 }[] = [
  { name: 'home', path: '/' },
  { name: 'lobby-rng', path: '/rng' },
  { name: 'register', path: '/register' },
  { name: 'maintenance', path: '/', status: 1 },
  { name: 'ip-restriction', path: '/', status: 2 },
];

test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', timezoneId: 'UTC', locale: 'en-US' });

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Banner slots paint a still first and swap in the carousel after load: shoot the settled carousel.
  if (await page.getByTestId('banner-slot').count()) await page.locator('[data-testid=banner-slot] .swiper-initialized').waitFor({ timeout: 10_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const imgs = Array.from(document.images).filter((i) => i.loading !== 'lazy' || i.getBoundingClientRect().top < innerHeight);
    const loaded = Promise.all(imgs.map((i) => (i.complete ? null : new Promise((r) => ((i.onload = r), (i.onerror = r))))));
    await Promise.race([loaded, new Promise((r) => setTimeout(r, 5000))]);
  });
  await page.mouse.move(0, 0);
}

test.beforeAll(async ({ request }) => {
  await resetSandbox(request);
});

for (const id of BRANDS) {
  for (const theme of THEMES) {
    for (const screen of SCREENS) {
      test(`${id} ${theme} ${screen.name}`, async ({ page, context, request }) => {
        const merchant = brand(id).merchantCode;
        await setSystemStatus(
          request,
          merchant,
          screen.status ?? 0,
          screen.status === 1 ? { endTime: '2030-01-02T03:04:00Z' } : { ip: '203.0.113.7', country: 'Atlantis' },
        );
        await context.addInitScript((t) => {
          localStorage.setItem('theme', t);
          sessionStorage.setItem('index_notice', '1');
        }, theme);
        try {
          await page.goto(brandUrl(id, screen.path));
          await settle(page);
          await expect(page).toHaveScreenshot(`${id}-${theme}-${screen.name}.png`, { animations: 'disabled', caret: 'hide', fullPage: false });
        } finally {
          await setSystemStatus(request, merchant, 0);
        }
      });
    }
  }
}

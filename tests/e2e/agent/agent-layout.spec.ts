import { expect, test } from '@playwright/test';
import { resetSandbox, setFlags } from '../support/sandbox';
import { merchant, openCentre, openEntry, platformPost, signIn, t } from './helpers';

/**
 * The contract pages fit their dialog (issue 29: the dividend cards overflowed at 1280 px): at a 1280 px desktop
 * and a 390 px phone, no contract card, salary-contract card or current-period card is wider than the pane that
 * holds it or reaches past it, and neither the page, the dialog nor the pane scrolls sideways (a wide table scrolls
 * in its own box: agent-centre.spec).
 */
test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  await setFlags(request, merchant(), { DIVIDENDCONTRACT3: true, DAILYSALARY3: true, HOURLYSALARY3: true, REALTIMESALARY3: true });
  // A salary contract of agent01's own, so its card is measured too.
  const saved = await platformPost(request, '/wps/agent/contract/hourlySalary', {
    rate: 0.45,
    betAmount: '123456789.50',
    effectiveTime: new Date(Date.now() + 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
  });
  expect(saved.success, saved.code).toBe(true);
});

for (const width of [1280, 390]) {
  test(`at ${width} px the dividend, daily and hourly contract cards stay inside the pane and nothing scrolls sideways`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, request);
    await openCentre(page);
    for (const key of ['agentDividend', 'agentDailySalary', 'agentHourlySalary'] as const) {
      const centre = await openEntry(page, key);
      const pane = centre.locator(`section[aria-label="${t(`agentCentre.page.${key}`)}"]`);
      await expect(centre.getByTestId('agent-current-period')).toBeVisible();
      const cards = centre.locator('[data-status], [data-testid="agent-current-period"]');
      expect(await cards.count()).toBeGreaterThanOrEqual(key === 'agentHourlySalary' ? 3 : 2);
      const paneBox = (await pane.boundingBox())!;
      const dialogBox = (await centre.boundingBox())!;
      expect(dialogBox.x).toBeGreaterThanOrEqual(0);
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(width);
      for (const card of await cards.all()) {
        const box = (await card.boundingBox())!;
        const what = `${key} ${await card.getAttribute('data-testid')} ${await card.getAttribute('data-status')}`;
        expect(box.width, what).toBeLessThanOrEqual(paneBox.width + 0.5);
        expect(box.x, what).toBeGreaterThanOrEqual(paneBox.x - 0.5);
        expect(box.x + box.width, what).toBeLessThanOrEqual(paneBox.x + paneBox.width + 0.5);
      }
      const overflow = await pane.evaluate((p) => {
        const over = (e: Element) => e.scrollWidth - e.clientWidth;
        const dialog = p.closest('[role="dialog"]')!;
        return { page: over(document.scrollingElement!), dialog: over(dialog), pane: over(p) };
      });
      expect(overflow, key).toEqual({ page: 0, dialog: 0, pane: 0 });
    }
  });
}

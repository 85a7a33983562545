import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PORT, brand } from './sandbox';

/**
 * Passing the brand's human check before an SMS send, as a person would: "I'm not a robot" is pressed; the
 * slider is dragged to the gap over a few hundred milliseconds (where the gap is comes from the sandbox's QA
 * view of its newest puzzle: the page itself cannot know it).
 */
export async function passHumanCheck(page: Page, request: APIRequestContext, brandId: string): Promise<void> {
  const check = page.getByTestId('human-check');
  await expect(check).toBeVisible();
  if (await check.getByTestId('slider-puzzle').count()) {
    await dragSlider(page, request, brandId, 0);
  } else {
    await check.getByRole('checkbox').click();
  }
  await expect(check).toHaveCount(0);
}

/** Drags the puzzle piece to its gap plus `offset` picture pixels, in steps a person's drag would take. */
export async function dragSlider(page: Page, request: APIRequestContext, brandId: string, offset: number): Promise<void> {
  const res = await request.get(`http://127.0.0.1:${PORT}/__sandbox/merchants/${brand(brandId).merchantCode}/human-check/puzzle`);
  expect(res.ok()).toBe(true);
  const { x } = (await res.json()) as { x: number };
  // The handle is a range's thumb (56 px wide): its centre travels from 28 px in to 28 px before the end.
  const range = page.getByTestId('slider-handle');
  const max = Number(await range.getAttribute('max'));
  const box = (await range.boundingBox())!;
  const thumb = 28;
  const from = box.x + thumb;
  const target = from + ((x + offset) / max) * (box.width - 2 * thumb);
  const y = box.y + box.height / 2;
  await page.mouse.move(from, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(from + ((target - from) * i) / 8, y);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
}

/** QA: the merchant runs another human-check provider until the next reset. */
export async function humanProvider(request: APIRequestContext, merchantCode: string, provider: 'none' | 'captcha' | 'token' | 'slider'): Promise<void> {
  const res = await request.put(`http://127.0.0.1:${PORT}/__sandbox/merchants/${merchantCode}/human-check`, { data: { provider } });
  expect(res.ok()).toBe(true);
}

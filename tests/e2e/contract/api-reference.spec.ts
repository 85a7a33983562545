import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { openApiDocument, type ApiSchema } from '../../../scripts/lib/contract/openapi';
import { referenceHtml } from '../../../scripts/lib/contract/html';

/**
 * The readable reference of npm run contract (api-reference.html) opens from disk in Chromium with no network:
 * the document's title, a sealed call with its sealing note and an answer schema are on the page.
 */
test('the API reference opens offline and shows the calls', async ({ page }, testInfo) => {
  // Redoc lays out every call and schema before it paints: tens of seconds on a busy machine.
  test.setTimeout(240_000);
  const dir = join(process.cwd(), 'schema/api');
  const schemas = readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ApiSchema);
  const document = openApiDocument({ schemas, version: '0.0.0' }) as { info: { title: string; version: string } };
  const file = testInfo.outputPath('api-reference.html');
  writeFileSync(file, referenceHtml(document));

  const outside: string[] = [];
  await page.route(/^https?:/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(pathToFileURL(file).href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('White-label portal', { timeout: 180_000 });
  const login = page.locator('[id="operation/login"]');
  await expect(login).toContainText('Sealed (encrypted) body');
  await expect(login).toContainText('Merchant');
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});

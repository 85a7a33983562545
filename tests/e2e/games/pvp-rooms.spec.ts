import { expect, test, type APIRequestContext } from '@playwright/test';
import { PORT, accounts, resetSandbox, tokenFor } from '../support/sandbox';
import { merchant, signIn, url } from './helpers';

/** §2 /pvp and §7 "pvp rooms (T)": the PVP lobby asks the platform for its rooms and shows the tables it answers. */
interface Room {
  roomId: string;
  gameName: string;
  vassalage: string;
  tableNo: number;
  seats: number;
  occupiedSeats: number;
  status: 'WAITING' | 'PLAYING' | 'FULL';
}

async function sandboxRooms(request: APIRequestContext, vassalage?: string): Promise<Room[]> {
  const token = await tokenFor(request, merchant(), accounts.member.username);
  const q = vassalage ? `?vassalage=${vassalage}` : '';
  const res = await request.get(`http://127.0.0.1:${PORT}/lgw/games/pvp/rooms${q}`, { headers: { Merchant: merchant(), Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { value: { list: Room[] } }).value.list;
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a member on /pvp sees the open tables the platform answers, by vendor, and joins one', async ({ page, request }) => {
  await signIn(page, request, accounts.member.username);
  const roomsCall = page.waitForRequest((r) => r.url().includes('/lgw/games/pvp/rooms'));
  await page.goto(url('/pvp'));
  expect((await roomsCall).headers()['authorization']).toMatch(/^Bearer /);

  const all = await sandboxRooms(request);
  const tables = page.getByTestId('pvp-tables');
  // The tables come after the vendor menus (a first visit to a fresh sandbox waits for its artwork too).
  await expect(tables.getByRole('heading', { name: 'Open tables' })).toBeVisible({ timeout: 20_000 });
  await expect(tables.getByText(`${all.length} tables`, { exact: true })).toBeVisible();
  // Eight first, the ones with a free seat before those in play, full tables last.
  const cards = tables.getByTestId('pvp-room');
  await expect(cards).toHaveCount(8);
  const waiting = all.filter((r) => r.status === 'WAITING');
  await expect(cards.first()).toContainText(waiting[0]!.gameName);
  await expect(cards.first()).toContainText(`Table ${waiting[0]!.tableNo}`);
  await expect(cards.first()).toContainText(`${waiting[0]!.occupiedSeats}/${waiting[0]!.seats} seats`);
  await expect(cards.first()).toContainText('Seats open');
  await tables.getByRole('button', { name: `Show all ${all.length} tables` }).click();
  await expect(cards).toHaveCount(all.length);
  // A full table cannot be joined; each Join names its game, vendor and table.
  const fullCount = all.filter((r) => r.status === 'FULL').length;
  await expect(cards.filter({ hasText: 'Full' })).toHaveCount(fullCount);
  if (fullCount) await expect(cards.filter({ hasText: 'Full' }).first().getByRole('button')).toBeDisabled();
  const first = all.find((r) => r.status === 'WAITING' && r.vassalage === 'KY')!;
  await expect(tables.getByRole('button', { name: `Join ${first.gameName} · Kaiyuan, table ${first.tableNo}` })).toBeEnabled();

  // A vendor tab asks for that vendor's rooms only.
  const vendorCall = page.waitForRequest((r) => r.url().includes('/lgw/games/pvp/rooms') && r.url().includes('vassalage=LEG'));
  await page.getByRole('tab', { name: 'Legend Chess game hall' }).click();
  await vendorCall;
  const legend = await sandboxRooms(request, 'LEG');
  await expect(tables.getByText(`${legend.length} tables`, { exact: true })).toBeVisible();
  await expect(cards.first()).toContainText(legend.find((r) => r.status === 'WAITING')!.gameName);

  // Joining a table launches its game.
  const launch = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
  await cards
    .first()
    .getByRole('button', { name: /^Join / })
    .click();
  expect(new URL((await launch).url()).searchParams.get('vassalage')).toBe('LEG');
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe').getByTestId('sandbox-game-name')).toBeVisible();
});

test('a visitor on /pvp is asked to log in to see the tables, and no rooms call is made', async ({ page }) => {
  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/lgw/games/pvp/rooms')) asked = true;
  });
  await page.goto(url('/pvp'));
  const tables = page.getByTestId('pvp-tables');
  await expect(tables.getByText('Log in to see the open tables and take a seat.')).toBeVisible({ timeout: 20_000 });
  await tables.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(asked).toBe(false);
});

test('on a phone four tables show before "show all", so the games stay near', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, request, accounts.member.username);
  await page.goto(url('/pvp'));
  const tables = page.getByTestId('pvp-tables');
  const visible = tables.getByTestId('pvp-room').locator('visible=true');
  await expect(visible.first()).toBeVisible({ timeout: 20_000 });
  await expect(visible).toHaveCount(4);
  await tables.getByRole('button', { name: /^Show all \d+ tables$/ }).click();
  await expect.poll(() => visible.count()).toBeGreaterThan(8);
});

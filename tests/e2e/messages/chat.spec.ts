import { expect, test } from '@playwright/test';
import { accounts, brand, brandUrl, pageAnswers, resetSandbox, setFlags } from '../support/sandbox';
import { openAs, prepare, t, withManifestFeatures } from './helpers';

/**
 * The chat room (§4, issue 11): behind the `chat` flag (manifest first, else
 * CBS3); opens, enlarges, closes; a visitor gets the login popup, a trial
 * account the warning; the frame reports its unread count and a logout; a
 * manifest with `chat: false` removes it everywhere.
 */
const lotus = brand('lotus-vn'); // manifest chat: true
const siam = brand('siam-star'); // manifest silent: the platform's CBS3 decides

test.beforeEach(async ({ request, context, page }) => {
  await resetSandbox(request);
  await prepare(context);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('member: opens with b2c, title, language and header colour; enlarges; the frame reports unread and logout', async ({ page, request }) => {
  await openAs(page, request, lotus.id, accounts.member.username);
  const launcher = page.getByTestId('chat-launcher');
  await expect(launcher.getByTestId('chat-unread')).toHaveText('2');
  const asked = page.waitForRequest((r) => r.url().includes('/wps/chat/url'));
  await launcher.click();
  const url = new URL((await asked).url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    b2c: '1',
    title: t('chat.title', { brand: lotus.name }),
    language: 'EN',
    headerColor: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });

  const win = page.getByTestId('chat-window');
  await expect(win.getByRole('heading', { name: t('chat.title', { brand: lotus.name }) })).toBeVisible();
  const frame = page.frameLocator('[data-testid="chat-frame"]');
  await expect(frame.getByTestId('chat-member')).toHaveText(accounts.member.username);
  await expect(frame.getByTestId('sandbox-chat')).toHaveText(t('chat.title', { brand: lotus.name }));

  const small = (await win.boundingBox())!;
  await win.getByTestId('chat-enlarge').click();
  await expect(win).toHaveAttribute('data-size', 'large');
  const large = (await win.boundingBox())!;
  expect(large.width).toBeGreaterThan(small.width);
  expect(large.height).toBeGreaterThan(small.height);
  await win.getByTestId('chat-enlarge').click();
  await expect(win).toHaveAttribute('data-size', 'normal');

  // Page callbacks: a new message in the frame raises the count the launcher shows once closed.
  await frame.getByRole('button', { name: 'Simulate a new message' }).click();
  await win.getByTestId('chat-close').click();
  await expect(win).toHaveCount(0);
  await expect(launcher.getByTestId('chat-unread')).toHaveText('3');

  // The frame's logout: the chat closes and the portal asks to sign out.
  await launcher.click();
  await page.frameLocator('[data-testid="chat-frame"]').getByRole('button', { name: 'Log out of chat' }).click();
  await expect(page.getByTestId('chat-window')).toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toContainText(t('auth.signOut.confirm'));
});

test('a message from another origin is ignored', async ({ page, request }) => {
  await openAs(page, request, lotus.id, accounts.member.username);
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByTestId('chat-frame')).toBeVisible();
  // The page itself (not the chat's origin… here the same host, so post from a foreign srcdoc frame).
  await page.evaluate(() => {
    const f = document.createElement('iframe');
    f.srcdoc = `<script>parent.postMessage({source:'chat',type:'logout'},'*')</script>`;
    document.body.appendChild(f);
  });
  await page.waitForTimeout(300);
  await expect(page.getByTestId('chat-window')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test("a chat on the portal's own origin is framed without allow-same-origin: it cannot read the portal's storage (issue 32)", async ({ page, request }) => {
  await openAs(page, request, lotus.id, accounts.member.username);
  await page.getByTestId('chat-launcher').click();
  const frameEl = page.getByTestId('chat-frame');
  await expect(frameEl).toBeVisible();
  const sandbox = (await frameEl.getAttribute('sandbox')) ?? '';
  expect(sandbox.split(' ')).toContain('allow-scripts');
  expect(sandbox.split(' ')).not.toContain('allow-same-origin');
  const chat = page.frames().find((f) => f.url().includes('/sandbox-chat'))!;
  await expect(page.frameLocator('[data-testid="chat-frame"]').getByTestId('chat-member')).toBeVisible();
  const reach = await chat.evaluate(() => {
    try {
      return `open:${localStorage.length}`;
    } catch {
      return 'blocked';
    }
  });
  expect(reach).toBe('blocked');
  expect(await chat.evaluate(() => window.origin)).toBe('null');
  // Its messages still arrive: a new message raises the launcher's count.
  await page.frameLocator('[data-testid="chat-frame"]').getByRole('button', { name: 'Simulate a new message' }).click();
  await page.getByTestId('chat-close').click();
  await expect(page.getByTestId('chat-unread')).toHaveText('3');
});

test('visitor: the chat button opens the login popup', async ({ page }) => {
  await page.goto(brandUrl(lotus.id, '/'));
  await pageAnswers(page);
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
  await expect(page.getByTestId('chat-window')).toHaveCount(0);
});

test("trial account: the chat button gives the chat's information-please warning (§8)", async ({ page, request }) => {
  await openAs(page, request, lotus.id, accounts.trial.username);
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByRole('alertdialog')).toContainText(t('auth.trial.chatInformation'));
  await expect(page.getByTestId('chat-window')).toHaveCount(0);
});

test('a change of language goes to the chat', async ({ page, request }) => {
  test.skip(!lotus.languages.enabled.includes('TY'), 'lotus-vn offers TY');
  await openAs(page, request, lotus.id, accounts.member.username);
  await page.getByTestId('chat-launcher').click();
  await expect(page.frameLocator('[data-testid="chat-frame"]').getByTestId('chat-language')).toHaveText('EN');
  const told = page.waitForRequest((r) => r.url().includes('/wps/chat/language') && r.method() === 'POST');
  await page.getByRole('button', { name: new RegExp(`^${t('shell.nav.language')}:`) }).click();
  await page.getByRole('menuitemradio').filter({ hasText: 'Tagalog' }).click();
  await told;
  await expect(page.frameLocator('[data-testid="chat-frame"]').getByTestId('chat-language')).toHaveText('TY');
});

test('the manifest decides over the platform: chat false removes it everywhere, chat true keeps it with CBS3 off', async ({ page, request }) => {
  // lotus-vn says chat: true; the platform turns CBS3 off: the manifest wins, the chat stays.
  await setFlags(request, lotus.merchantCode, { CBS3: false });
  await page.goto(brandUrl(lotus.id, '/'));
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
  // siam-star says nothing: CBS3 (on by default) decides; off, no chat.
  await page.goto(brandUrl(siam.id, '/'));
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
  await setFlags(request, siam.merchantCode, { CBS3: false });
  await page.goto(brandUrl(siam.id, '/'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('chat-launcher')).toHaveCount(0);

  // A build of lotus-vn with chat: false: no chat on any page, for a visitor or a member, whatever CBS3 says.
  await setFlags(request, lotus.merchantCode, { CBS3: true });
  await withManifestFeatures(page, { chat: false });
  for (const path of ['/', '/rng', '/promotions']) {
    await page.goto(brandUrl(lotus.id, path));
    // The page is drawn (its side menu), and has no chat.
    await expect(page.getByRole('link', { name: t('shell.nav.home') }).first()).toBeVisible();
    await expect(page.getByTestId('chat-launcher'), path).toHaveCount(0);
  }
  await openAs(page, request, lotus.id, accounts.member.username);
  await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
});

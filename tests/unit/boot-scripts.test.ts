// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_SCRIPT, FIRST_REQUESTS_SCRIPT } from '../../scripts/lib/brand/boot-script';
import { firstRequestsWorker } from '../../scripts/lib/brand/boot-scripts';
import { headers as platformHeaders } from '@/api/endpoints';
import { takeFirstRequest } from '@/api/first-requests';
import { BRAND_CONFIG_ELEMENT_ID } from '@/brand/brand-config';
import { BANNER_PLACEHOLDER_ATTR, BOOT_SIGNED_IN_ATTR, FIRST_REQUESTS_ELEMENT_ID, PRERENDERED_ATTR } from '@/brand/page-marks';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language';
import { TOKEN_STORAGE_KEY } from '@/session/session';
import { THEME_STORAGE_KEY } from '@/theme/theme-mode';

/**
 * The classic scripts a page runs before any module, as the build inlines them (written from the app's own
 * constants): the boot script picks the theme and marks a signed-in player before first paint; the first-requests
 * script starts the status call with the headers the API client will send, so the client can take its answer.
 */
const run = (script: string) => new Function(script)();
const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  for (const a of [...root.attributes]) if (a.name.startsWith('data-')) root.removeAttribute(a.name);
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the boot script', () => {
  it('uses the brand default when the visitor has not chosen', () => {
    root.setAttribute('data-default-theme', 'dark');
    run(BOOT_SCRIPT);
    expect(root.dataset.theme).toBe('dark');
  });

  it('uses the stored choice (the key the theme store writes) over the brand default', () => {
    root.setAttribute('data-default-theme', 'dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    run(BOOT_SCRIPT);
    expect(root.dataset.theme).toBe('light');
  });

  it('ignores a stored value that is not a theme, and falls back to light without a default', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    run(BOOT_SCRIPT);
    expect(root.dataset.theme).toBe('light');
  });

  it('marks a signed-in player from the key the session stores its token under', () => {
    run(BOOT_SCRIPT);
    expect(root.hasAttribute(BOOT_SIGNED_IN_ATTR)).toBe(false);
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'tk');
    run(BOOT_SCRIPT);
    expect(root.hasAttribute(BOOT_SIGNED_IN_ATTR)).toBe(true);
  });
});

describe('the first-requests script', () => {
  it('asks for the status with the headers the API client sends, and the client takes that answer once', async () => {
    const json = (id: string, value: unknown) =>
      Object.assign(document.createElement('script'), { id, type: 'application/json', textContent: JSON.stringify(value) });
    document.body.append(
      json(FIRST_REQUESTS_ELEMENT_ID, { paths: [location.pathname], status: 'system/status', languageKey: LANGUAGE_STORAGE_KEY }),
      json(BRAND_CONFIG_ELEMENT_ID, { merchantCode: 'M1', languages: { enabled: ['EN', 'TH'], default: 'EN' }, api: { baseUrl: '/' } }),
    );
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'TH');
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    run(FIRST_REQUESTS_SCRIPT);
    const url = new URL('/system/status', location.href).href;
    const sent = { [platformHeaders.merchant]: 'M1', [platformHeaders.language]: 'TH' };
    expect(fetch).toHaveBeenCalledWith(url, { headers: sent });
    expect(await takeFirstRequest(url, sent, 1000)).toBeInstanceOf(Response);
    expect(takeFirstRequest(url, sent, 1000)).toBeNull();
  });

  it('paints the first banner into the pre-rendered banner box once the platform is open, before any module runs', async () => {
    const json = (id: string, value: unknown) =>
      Object.assign(document.createElement('script'), { id, type: 'application/json', textContent: JSON.stringify(value) });
    const shell = Object.assign(document.createElement('div'), { id: 'root' });
    shell.setAttribute(PRERENDERED_ATTR, location.pathname);
    const box = shell.appendChild(document.createElement('div'));
    box.setAttribute(BANNER_PLACEHOLDER_ATTR, '');
    document.body.append(
      json(FIRST_REQUESTS_ELEMENT_ID, {
        paths: [location.pathname],
        status: 'system/status',
        banners: 'system/banners?groupName=w_home',
        languageKey: LANGUAGE_STORAGE_KEY,
      }),
      json(BRAND_CONFIG_ELEMENT_ID, { merchantCode: 'M1', languages: { enabled: ['EN'], default: 'EN' }, api: { baseUrl: '/' } }),
      shell,
    );
    const answer = (value: unknown) => new Response(JSON.stringify({ success: true, value }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url.includes('status') ? answer({ status: 0 }) : answer([{ url: 'https://cdn.test/first.jpg' }]))),
    );
    const asked: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = '';
        set src(url: string) {
          asked.push(url);
        }
        decode = async () => undefined;
      },
    );
    run(FIRST_REQUESTS_SCRIPT);
    await vi.waitFor(() => expect(box.style.background).toContain('https://cdn.test/first.jpg'));
    expect(asked).toEqual(['https://cdn.test/first.jpg']);
  });

  it('leaves the banner box alone during maintenance (no banners asked for)', async () => {
    const json = (id: string, value: unknown) =>
      Object.assign(document.createElement('script'), { id, type: 'application/json', textContent: JSON.stringify(value) });
    document.body.append(
      json(FIRST_REQUESTS_ELEMENT_ID, { paths: [location.pathname], status: 'system/status', banners: 'system/banners', languageKey: LANGUAGE_STORAGE_KEY }),
      json(BRAND_CONFIG_ELEMENT_ID, { merchantCode: 'M1', languages: { enabled: ['EN'], default: 'EN' }, api: { baseUrl: '/' } }),
    );
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, value: { status: 1 } })));
    vi.stubGlobal('fetch', fetch);
    run(FIRST_REQUESTS_SCRIPT);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

/** The worker's chain, run with its own `postMessage` and `fetch` (jsdom has no Worker; Chromium runs it in e2e). */
function runWorker(fetch: (url: string, init?: RequestInit) => Promise<Response>) {
  const posted: unknown[] = [];
  const onmessage = new Function('postMessage', 'fetch', `var onmessage; ${firstRequestsWorker}; return onmessage;`)(
    (m: unknown) => posted.push(m),
    fetch,
  ) as (e: { data: unknown }) => void;
  const start = (banners: string | null) =>
    onmessage({ data: { status: 'https://p.test/status', banners, headers: { Merchant: 'M1' }, page: 'https://brand.test/' } });
  return { posted, start };
}
const envelope = (value: unknown, status = 200) => new Response(JSON.stringify({ success: true, value }), { status });

describe("the first-requests worker's chain", () => {
  it('answers status, then banners, then caches the first picture (relative to the page) and says so', async () => {
    const asked: [string, RequestInit | undefined][] = [];
    const { posted, start } = runWorker(async (url, init) => {
      asked.push([url, init]);
      if (url.endsWith('/status')) return envelope({ status: 0 });
      if (url.endsWith('/banners')) return envelope([{ url: '/pics/first.png' }]);
      return new Response('png');
    });
    start('https://p.test/banners');
    await vi.waitFor(() => expect(posted).toHaveLength(3));
    expect(asked.map(([url]) => url)).toEqual(['https://p.test/status', 'https://p.test/banners', 'https://brand.test/pics/first.png']);
    expect(asked[0][1]).toEqual({ headers: { Merchant: 'M1' } });
    expect(asked[2][1]).toEqual({ mode: 'no-cors' });
    expect(posted[0]).toMatchObject({ url: 'https://p.test/status', answer: { status: 200 } });
    expect(JSON.parse((posted[1] as { answer: { text: string } }).answer.text).value[0].url).toBe('/pics/first.png');
    expect(posted[2]).toEqual({ image: '/pics/first.png' });
  });

  it('during maintenance answers the banners with null and asks for nothing else', async () => {
    const fetch = vi.fn(async () => envelope({ status: 1 }));
    const { posted, start } = runWorker(fetch);
    start('https://p.test/banners');
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ url: 'https://p.test/banners', answer: null });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a failed status call is answered null (the client then asks itself), and so are the banners', async () => {
    const { posted, start } = runWorker(async () => {
      throw new TypeError('offline');
    });
    start('https://p.test/banners');
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted).toEqual([
      { url: 'https://p.test/status', answer: null },
      { url: 'https://p.test/banners', answer: null },
    ]);
  });

  it('a picture it may not fetch (a CDN outside connect-src) is still shown: the page loads it itself', async () => {
    const { posted, start } = runWorker(async (url) => {
      if (url.endsWith('/status')) return envelope({ status: 0 });
      if (url.endsWith('/banners')) return envelope([{ url: 'https://cdn.test/first.jpg' }]);
      throw new TypeError('refused by CSP');
    });
    start('https://p.test/banners');
    await vi.waitFor(() => expect(posted).toContainEqual({ image: 'https://cdn.test/first.jpg' }));
  });
});

// @vitest-environment jsdom
/**
 * How many component renders a home load costs, counted like React DevTools does (render-counter.ts): the app
 * as boot starts it, against a real sandbox, from the first render until every platform answer of the page has
 * arrived and been shown. Data arriving should re-render the regions that show it, not the page.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

const counter = await vi.hoisted(async () => {
  const m = await import('./render-counter');
  m.installRenderCounter();
  return m;
});

import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { startTestSandbox, TEST_MERCHANTS, type TestSandbox } from '../../sandbox/testing';
import { resolveManifest } from '../../scripts/lib/brand/schema';
import type { BrandConfig } from '@/brand/brand-config';
import { configureApi } from '@/api/api';
import { getSystemStatus } from '@/platform/system-status';
import { initLanguage, language } from '@/i18n/language';
import { loadCatalog } from '@/i18n/catalogs';
import { loadFlags, resetFlags, setMemoryFlags } from '@/flags/store';
import { resetQueries } from '@/api/query';
import { session } from '@/session/session';
import { App, loadSettingsTree } from '@/app/App';
import { hydratingPrerenderedPage } from '@/app/layout/useFromHtml';
import { preloadPage } from '@/app/routing/routes';
import { noticeList } from '@/features/notices/entry';

/**
 * Before issue 26's work (the tree of 0fc71fe, this harness): 937 renders (median of 6) as first recorded, when this
 * harness's sandbox still answered the cached calls wrongly (hot games and game menus drew their error states);
 * 1016 (median of 3) with those answers right, as the harness runs now. Issue 26 asks for at most half: its line
 * is half of the lower figure. The test holds the load to BUDGET (what it costs now, with a little room), so a change
 * that renders more fails here; the report says whether the issue's line is met.
 */
const BEFORE = { recorded: 937, withEveryAnswer: 1016, commit: '0fc71fe' };
const ISSUE_LINE = Math.floor(BEFORE.recorded / 2);
const BUDGET = Number(process.env.HOME_RENDERS_MAX ?? 370);
/** Opening the phone's drawer once the page is in: its frame and what mounts with the open drawer. */
const DRAWER_BUDGET = 4;
/** `HOME_RENDERS_REPORT=1`: the figures go to reports/bench-renders.json (docs/PERFORMANCE.md via `npm run reports`). */
const REPORT = process.env.HOME_RENDERS_REPORT ? join(import.meta.dirname, '../../reports/bench-renders.json') : null;
const figures: Record<string, number> = {};

let sandbox: TestSandbox;
beforeAll(async () => {
  // The in-process sandbox sends its cached answers as Buffers, and Fastify tells a Buffer by `buffer instanceof
  // ArrayBuffer`: under jsdom that global is the window's, so every cached answer (hot games, menus) went out as
  // `{"type":"Buffer",…}` and the page drew its error states. Node's own ArrayBuffer for this process's server.
  (globalThis as { ArrayBuffer: unknown }).ArrayBuffer = Buffer.alloc(0).buffer.constructor;
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox?.dispose();
  if (REPORT && figures.hydrated !== undefined)
    writeFileSync(
      REPORT,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          before: BEFORE,
          line: ISSUE_LINE,
          budget: BUDGET,
          hydrated: figures.hydrated,
          renderedAfresh: figures['rendered afresh'] ?? null,
          phoneMenuOpened: figures['phone menu opened'] ?? null,
          met: figures.hydrated <= ISSUE_LINE,
          method:
            'tests/component/home-renders.test.tsx: a home load of lotus-vn at phone width against a real sandbox, hydrating its pre-render, until nothing renders for 600 ms; a component counts once per commit it rendered in (as React DevTools counts).',
        },
        null,
        2,
      ) + '\n',
    );
});

/** Renders until nothing changes for a while: answers, lazy chunks and their follow-ups have all landed. */
async function settle(quietMs = 600, maxMs = 20_000): Promise<void> {
  const started = Date.now();
  let last = -1;
  let quietSince = Date.now();
  while (Date.now() - started < maxMs) {
    await act(() => new Promise((r) => setTimeout(r, 50)));
    if (counter.renders.total !== last) {
      last = counter.renders.total;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) return;
  }
}

/** The router at `/`; the page's module is in first (preloadPage), as the pre-render and mount have it. */
async function homeRouter() {
  await preloadPage('/');
  return ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>;
}

function setUp() {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../brands/lotus-vn/brand.json'), 'utf8')) as BrandConfig;
  const brand = { ...resolveManifest(manifest), merchantCode: TEST_MERCHANTS[0].merchantCode };
  session.token = null;
  initLanguage(brand.languages.enabled, brand.languages.default);
  configureApi({
    baseUrl: `${sandbox.url}/`,
    merchantCode: brand.merchantCode,
    getToken: () => session.token,
    getLanguage: () => language.code,
    onNotLoggedIn: () => undefined,
  });
  // IntersectionObserver: the strips below the fold load when they near the viewport; jsdom has none, so all are near.
  class Near {
    constructor(private cb: IntersectionObserverCallback) {}
    observe(el: Element) {
      this.cb([{ isIntersecting: true, target: el, intersectionRatio: 1 } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Near);
  // A phone: no media query matches (the portal's queries are min-width ones).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  resetQueries();
  resetFlags();
  counter.resetRenders();
  return brand;
}

function report(how: string): void {
  figures[how] = counter.renders.total;
  const top = [...counter.renders.byName].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(`home load (${how}): ${counter.renders.total} component renders; most rendered: ${top.map(([n, c]) => `${n} ${c}`).join(', ')}`);
  if (process.env.HOME_RENDERS_COMMITS)
    for (const c of counter.commits) console.log(`  commit: ${c.count} from ${c.roots.join(', ')}: ${[...c.names].map(([n, k]) => `${n} ${k}`).join(', ')}`);
  expect(document.querySelector('[data-testid="banner-slot"]')).not.toBeNull();
}

it('a pre-rendered home, hydrated: each region re-renders when its data arrives, not the page', async () => {
  const brand = setUp();
  const code = brand.languages.default;
  const catalog = { code, messages: await loadCatalog(code) };
  // The pre-render (in this process: the same tree, as render-shell.tsx renders it), then the browser's part as mount.tsx does it.
  setMemoryFlags({}, brand.features, null);
  hydratingPrerenderedPage(); // as mount does; the pre-render (no document there) keeps what it keeps for hydration
  const container = document.createElement('div');
  // render-shell.tsx waits for the lazy parts with a static prerender; here a synchronous render is repeated until
  // they are in (the server renderer's async work would share React's context with the client renderer in this process).
  const server = await homeRouter();
  let html = '';
  for (let pass = 0; pass < 10; pass++) {
    html = renderToString(<App brand={brand} Router={server} catalog={catalog} />).replace(/^(?:<link [^>]*\/>)*/, '');
    if (!html.includes('<!--$!-->')) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  container.innerHTML = html;
  document.body.append(container);
  counter.resetRenders();
  resetFlags();
  void loadFlags(brand.features, loadSettingsTree);
  const router = await homeRouter();
  const mismatches: unknown[] = [];
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, <App brand={brand} status={getSystemStatus()} Router={router} catalog={catalog} />, {
      onRecoverableError: (e) => mismatches.push(e),
    });
  });
  await settle();
  report('hydrated');
  expect(mismatches, 'hydration mismatches').toEqual([]);
  expect(counter.renders.total).toBeLessThanOrEqual(BUDGET);

  // The phone's drawer (bench:inp's "phone menu"): opening it renders its frame, not its rows or the page beside it.
  // The session's announcement popup is over the page first: a player closes it.
  await act(async () => {
    noticeList.open = false;
    await new Promise((r) => setTimeout(r, 50));
  });
  await settle(200);
  counter.resetRenders();
  await act(async () => {
    container.querySelector<HTMLButtonElement>('[data-testid="menu-open"]')!.click();
    await new Promise((r) => setTimeout(r, 50));
  });
  expect(container.querySelector('[data-testid="side-menu"]')!.getAttribute('role')).toBe('dialog');
  figures['phone menu opened'] = counter.renders.total;
  console.log(`opening the phone menu: ${counter.renders.total} component renders (${[...counter.renders.byName].map(([n, c]) => `${n} ${c}`).join(', ')})`);
  expect(counter.renders.total).toBeLessThanOrEqual(DRAWER_BUDGET);
  act(() => root.unmount());
  container.remove();
});

it('no pre-rendered page (another language, a signed-in player): the app renders from an empty root', async () => {
  const brand = setUp();
  const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>;
  render(<App brand={brand} status={getSystemStatus()} Router={Router} />);
  await settle();
  report('rendered afresh');
});

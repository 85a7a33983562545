import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../src/brand/brand-config.generated';
import { LOBBY_PAGES, pageFiles, PRERENDERED_ATTR, PRERENDERED_LOBBIES, shellPages, type RenderedShell } from '../../scripts/lib/brand/prerender';
import { resolveManifest } from '../../scripts/lib/brand/schema';

/**
 * Issue 13: which HTML files the build writes per brand. Home is index.html;
 * each pre-rendered lobby (all seven)
 * that the brand's side menu shows gets <route>/index.html with its own
 * shell and its own `data-prerendered` paths (an alias shares its page); a
 * lobby the manifest leaves out, or a route whose render redirects a visitor
 * (empty render), gets no file, so the SPA fallback serves index.html as before.
 */
const brand = (id: string) => resolveManifest(JSON.parse(readFileSync(`brands/${id}/brand.json`, 'utf8')) as BrandConfig);
const STAMPED = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const render = (path: string): RenderedShell => ({ html: `<main><h1>page ${path}</h1></main>`, styles: `<style data-emotion="css x">.x{}</style>` });
const rootOf = (html: string) => /<div id="root" data-prerendered="([^"]*)">(.*?)<\/div><\/body>/.exec(html);

describe('pre-rendered pages per brand', () => {
  it('are home and the seven category lobbies (§2) by default, one page whatever its aliases; a build may pre-render fewer', () => {
    expect(LOBBY_PAGES).toEqual(['/rng', '/pvp', '/live', '/fish', '/sports', '/esports', '/cockfight']);
    expect(PRERENDERED_LOBBIES).toEqual(LOBBY_PAGES);
    expect(shellPages(brand('lotus-vn')).map((p) => p.path)).toEqual(['/', ...LOBBY_PAGES]);
    expect(shellPages(brand('lotus-vn'), ['/rng', '/live']).map((p) => p.path)).toEqual(['/', '/rng', '/live']);
    const pages = shellPages(brand('lotus-vn'), LOBBY_PAGES);
    expect(pages[0]).toMatchObject({ path: '/', paths: ['/', '/index', '/index.html', '/home'], files: ['index.html'] });
    expect(pages.find((p) => p.path === '/live')).toMatchObject({ path: '/live', paths: ['/live'], files: ['live/index.html'] });
    // /cockfightGames shows the same page as /cockfight: one render, a file for each path, both listed in it.
    expect(pages.find((p) => p.path === '/cockfight')).toMatchObject({
      path: '/cockfight',
      paths: ['/cockfight', '/cockfightGames'],
      files: ['cockfight/index.html', 'cockfightGames/index.html'],
    });
  });

  it("start the page's own first calls from <head>: the status, then the banners of the brand's group for that page", () => {
    const pages = shellPages(brand('lotus-vn'), LOBBY_PAGES);
    // The brand maps home to its server group w_home; a lobby without an entry asks for its own name (§2).
    expect(pages[0]!.firstCalls).toEqual({
      paths: ['/', '/index', '/index.html', '/home'],
      status: 'wps/system/status',
      banners: 'wps/system/banners?groupName=w_home',
      languageKey: 'lang',
    });
    expect(pages.find((p) => p.path === '/live')!.firstCalls).toMatchObject({ paths: ['/live'], banners: 'wps/system/banners?groupName=live' });
    const home = pageFiles(
      STAMPED,
      pages,
      pages.map((p) => render(p.path)),
    ).get('index.html')!;
    const json = /<script id="first-requests" type="application\/json">(.*?)<\/script>\s*<script>([\s\S]*?)<\/script>\s*<\/head>/.exec(home);
    expect(JSON.parse(json![1]!)).toEqual(pages[0]!.firstCalls);
    expect(json![2]).toContain('portalFirstRequests');
  });

  it("leave out a lobby the brand's side menu does not list", () => {
    // siam-star lists no COCKFIGHT: no /cockfight page, the SPA serves it from index.html.
    const paths = shellPages(brand('siam-star'), LOBBY_PAGES).map((p) => p.path);
    expect(paths).toEqual(['/', '/rng', '/pvp', '/live', '/fish', '/sports', '/esports']);
    expect(paths).not.toContain('/cockfight');
    // No list in the manifest: §9's order, every lobby.
    expect(shellPages({ sideMenu: {}, bannerGroups: {} }, LOBBY_PAGES).map((p) => p.path)).toEqual(['/', ...LOBBY_PAGES]);
    // A shorter list follows the side menu too: a brand showing live casino and sports only gets /live of /rng and /live.
    expect(shellPages({ sideMenu: { categories: ['LIVE', 'SPORTS'] }, bannerGroups: {} }, ['/rng', '/live']).map((p) => p.path)).toEqual(['/', '/live']);
  });

  it('write each lobby with its own shell and paths, the alias with the same page', () => {
    const pages = shellPages(brand('lotus-vn'), LOBBY_PAGES);
    const files = pageFiles(
      STAMPED,
      pages,
      pages.map((p) => render(p.path)),
    );
    expect([...files.keys()].sort()).toEqual(
      [
        'index.html',
        'rng/index.html',
        'pvp/index.html',
        'live/index.html',
        'fish/index.html',
        'sports/index.html',
        'esports/index.html',
        'cockfight/index.html',
        'cockfightGames/index.html',
      ].sort(),
    );
    const live = rootOf(files.get('live/index.html')!)!;
    expect(live[1]).toBe('/live');
    expect(live[2]).toBe('<main><h1>page /live</h1></main>');
    // Its critical CSS is in its head, and the hide rule names only its own path.
    expect(files.get('live/index.html')).toMatch(/<style data-emotion="css x">[\s\S]*\[data-boot-path="\/live"\]\) #root\[data-prerendered\][\s\S]*<\/head>/);
    expect(rootOf(files.get('index.html')!)![1]).toBe('/ /index /index.html /home');
    expect(files.get('cockfightGames/index.html')).toBe(files.get('cockfight/index.html'));
    expect(rootOf(files.get('cockfight/index.html')!)![1]).toBe('/cockfight /cockfightGames');
    expect(files.get('index.html')).toContain(`${PRERENDERED_ATTR}="/ /index /index.html /home"`);
  });

  it('write no file for a lobby whose render is empty (it redirects a visitor), and home unchanged', () => {
    const pages = shellPages(brand('lotus-vn'));
    const empty = { html: '', styles: '' };
    const files = pageFiles(
      STAMPED,
      pages,
      pages.map((p) => (p.path === '/live' ? empty : render(p.path))),
    );
    expect(files.has('live/index.html')).toBe(false);
    expect(files.has('rng/index.html')).toBe(true);
    const allEmpty = pageFiles(
      STAMPED,
      pages,
      pages.map(() => empty),
    );
    expect([...allEmpty]).toEqual([['index.html', STAMPED]]);
  });

  it('refuse renders that do not match the pages', () => {
    expect(() => pageFiles(STAMPED, shellPages(brand('lotus-vn')), [render('/')])).toThrow(/pages to pre-render but 1 render/);
  });
});

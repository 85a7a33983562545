/**
 * Pre-rendered brand shell (issue 13). The server entry
 * src/app/prerender/render-shell.tsx is compiled ONCE per build (vite --ssr,
 * beside the client compile), then stamping calls it per brand: the HTML paints
 * the brand's header, side menu, banner frame, page skeleton and footer in its
 * default language with Emotion's critical CSS inline, before any script runs.
 * Home goes into dist/<id>/index.html, each pre-rendered lobby the brand
 * shows into dist/<id>/<route>/index.html (shellPages, pageFiles); scripts/start.ts and
 * the nginx config answer a navigation to /live with live/index.html.
 *
 * The static markup is marked with the paths it stands for; for any other path
 * the boot script's `data-boot-path` (scripts/lib/brand/boot-scripts.ts) hides it (CSS below) and the client
 * renders as before. The browser hydrates it (src/app/bootstrap/mount.tsx).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build as viteBuild } from 'vite';
import type { ResolvedBrandConfig } from '../../../src/brand/brand-config.ts';
import { ROUTE_TABLE } from '../../../src/app/routing/paths.ts';
import { DEFAULT_CATEGORY_ORDER } from '../../../src/lib/game-categories.ts';
import { endpoints } from '../../../src/api/endpoints.ts';
import { bannerGroupOfPath, serverBannerGroup } from '../../../src/app/bootstrap/first-banner.ts';
import { LANGUAGE_STORAGE_KEY } from '../../../src/i18n/language.ts';
import { BOOT_PATH_ATTR, BOOT_SIGNED_IN_ATTR, FIRST_REQUESTS_ELEMENT_ID, PRERENDERED_ATTR } from '../../../src/brand/page-marks.ts';
import { FIRST_REQUESTS_SCRIPT } from './boot-script.ts';
import { escapeHtml } from './html.ts';
import { jsonForScript } from './stamp.ts';

export const SHELL_ENTRY = 'src/app/prerender/render-shell.tsx';
export { PRERENDERED_ATTR };

export interface RenderedShell {
  html: string;
  styles: string;
}
export interface ShellJob {
  brand: ResolvedBrandConfig;
  path: string;
}
export type RenderShells = (jobs: readonly ShellJob[]) => RenderedShell[];

/** Runs in the child: renders every job in order, answers JSON on stdout. */
// \`window\` is the global object, as in a browser, for code that only calls timers through it (lazy-chunk.ts);
// there is no document, so nothing takes the DOM path.
const RUNNER = `globalThis.window ??= globalThis;
const { renderShell } = await import('./render-shell.js');
let input = '';
for await (const chunk of process.stdin) input += chunk;
const out = [];
for (const job of JSON.parse(input)) out.push(await renderShell(job.brand, job.path));
process.stdout.write(JSON.stringify(out));
`;

/**
 * Compiles the server entry once (same Vite config as the client, so class
 * names and catalogs match) and returns a renderer that runs it in ONE child
 * process per call: React there loads in production mode from the start (this
 * build process has already loaded React's development build through the
 * brand modules, and mixing the two breaks rendering), and all brands share
 * that process's start-up.
 */
export async function buildShellRenderer(repoRoot: string, outDir: string): Promise<RenderShells> {
  await viteBuild({
    configFile: join(repoRoot, 'vite.config.ts'),
    root: repoRoot,
    logLevel: 'warn',
    publicDir: false,
    build: { ssr: SHELL_ENTRY, outDir, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: 'render-shell.js' } } },
  });
  writeFileSync(join(outDir, 'runner.mjs'), RUNNER);
  return (jobs) => {
    const r = spawnSync(process.execPath, [join(outDir, 'runner.mjs')], {
      input: JSON.stringify(jobs),
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (r.status !== 0) throw new Error(`pre-rendering the shells failed (exit ${r.status ?? r.signal}): see the error above`);
    return JSON.parse(r.stdout) as RenderedShell[];
  };
}

/** Every path of the route table that shows what `path` shows (home: `/`, `/index`, `/index.html`, `/home`). */
export function samePagePaths(path: string): string[] {
  const def = ROUTE_TABLE.find((r) => r.path === path);
  if (!def || !('page' in def)) return [path];
  return ROUTE_TABLE.filter(
    (r) => 'page' in r && r.page === def.page && r.category === def.category && JSON.stringify(r.layout) === JSON.stringify(def.layout),
  ).map((r) => r.path);
}

/** A page the build pre-renders for a brand: the route it renders and the HTML files (under dist/<id>/) that serve it. */
export interface ShellPage {
  /** The path rendered. */
  path: string;
  /** Every path the page stands for (its `data-prerendered` list): the path and its aliases. */
  paths: string[];
  /** Files it is written to, relative to dist/<id>/: index.html for home, <alias>/index.html for each path of a lobby. */
  files: string[];
  /** The calls the first-requests script starts from the page's <head> (paths relative to the API base URL). */
  firstCalls: FirstCalls;
}

/** What the first-requests script (./boot-scripts.ts) reads from <script id="first-requests">. */
export interface FirstCalls {
  paths: string[];
  status: string;
  /** The page's banner group (§2), when it shows banners. */
  banners?: string;
  languageKey: string;
}

/** Pure: the first calls of the page at `path` (standing for `paths`), exactly as boot and the API client make them. */
export function firstCalls(brand: Pick<ResolvedBrandConfig, 'bannerGroups'>, path: string, paths: string[]): FirstCalls {
  const relative = (p: string) => p.replace(/^\//, '');
  const group = bannerGroupOfPath(path);
  const banners = group && `${relative(endpoints.banners.path)}?${new URLSearchParams({ groupName: serverBannerGroup(brand.bannerGroups, group) })}`;
  return { paths, status: relative(endpoints.systemStatus.path), ...(banners ? { banners } : {}), languageKey: LANGUAGE_STORAGE_KEY };
}

/** The side-menu category of a lobby route (§2's `lobby(...)` entries), none for any other path. */
const lobbyCategoryOf = (path: string): string | undefined => {
  const def = ROUTE_TABLE.find((r) => r.path === path);
  return def && 'page' in def && def.page === 'lobby' ? def.category : undefined;
};

/**
 * The lobby routes (§2: /rng /pvp /live /fish /sports /esports /cockfight), one entry per page: an alias
 * (/cockfightGames) belongs to the first path of its page. /elott is not one: §2 lists it as its own lottery page
 * (not a category lobby), the side menu's ELOTT launches the lottery vendor instead of opening it, and its module
 * reaches for `window` on import.
 */
export const LOBBY_PAGES: readonly string[] = ROUTE_TABLE.filter((r, i) => {
  if (!lobbyCategoryOf(r.path)) return false;
  const same = samePagePaths(r.path);
  return ROUTE_TABLE.findIndex((o) => same.includes(o.path)) === i;
}).map((r) => r.path);

/**
 * The lobbies the build pre-renders: all of them. Each costs one render per brand (about 7 ms here, half of
 * home's, with render-shell.tsx's router and Intl shared by every brand).
 */
export const PRERENDERED_LOBBIES: readonly string[] = LOBBY_PAGES;

/**
 * What the build pre-renders for `brand`: home (always, into index.html) and each of `lobbies` whose category the
 * brand's side menu lists (`sideMenu.categories`, §9's order when absent). A lobby the manifest leaves out gets no
 * file: the SPA fallback (index.html) serves it as before.
 */
export function shellPages(brand: Pick<ResolvedBrandConfig, 'sideMenu' | 'bannerGroups'>, lobbies: readonly string[] = PRERENDERED_LOBBIES): ShellPage[] {
  const shown: readonly string[] = brand.sideMenu.categories ?? DEFAULT_CATEGORY_ORDER;
  const pages = LOBBY_PAGES.filter((p) => lobbies.includes(p) && shown.includes(lobbyCategoryOf(p)!)).map((path) => {
    const paths = samePagePaths(path);
    return { path, paths, files: paths.map((p) => `${p.slice(1)}/index.html`), firstCalls: firstCalls(brand, path, paths) };
  });
  const home = samePagePaths('/');
  return [{ path: '/', paths: home, files: ['index.html'], firstCalls: firstCalls(brand, '/', home) }, ...pages];
}

/**
 * Pure: the HTML files of one brand, file (relative to dist/<id>/) → content, from its stamped index.html and the
 * renders of `pages` (same order). Home is always written (unchanged when its render is empty); a lobby whose render
 * is empty (the route redirects a visitor, e.g. a brand that sends visitors to /login) gets no file.
 */
export function pageFiles(stamped: string, pages: readonly ShellPage[], shells: readonly RenderedShell[]): Map<string, string> {
  if (pages.length !== shells.length) throw new Error(`${pages.length} pages to pre-render but ${shells.length} renders`);
  const out = new Map<string, string>();
  for (const [i, page] of pages.entries()) {
    const shell = shells[i]!;
    if (page.path !== '/' && !shell.html.trim()) continue;
    const html = insertShell(stamped, shell, page.firstCalls);
    for (const file of page.files) out.set(file, html);
  }
  return out;
}

/**
 * Pure: the stamped page with the shell inside <div id="root"> and its styles
 * at the end of <head>. A page opened on another path hides the shell (the
 * classic head script sets `data-boot-path` before the body paints; without
 * JavaScript the attribute is absent and the shell shows). The page's first
 * calls (JSON) and the first-requests script, which starts them, go last in
 * <head>. An empty render (the route redirects a visitor) leaves the page unchanged.
 */
export function insertShell(html: string, shell: RenderedShell, calls: FirstCalls): string {
  const { paths } = calls;
  // A route that redirects a visitor (a brand whose home needs a login) renders nothing: the page stays as it was.
  if (!shell.html.trim()) return html;
  // The CSP allows no inline script but the hashed boot scripts: a shell that needs one would be broken in every browser.
  if (/<script\b/i.test(shell.html)) throw new Error('the pre-rendered shell contains an inline <script> (the CSP would block it)');
  const rootTag = '<div id="root"></div>';
  if (!html.includes(rootTag)) throw new Error(`index.html has no empty ${rootTag} to pre-render into`);
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  const others = paths.map((p) => `[${BOOT_PATH_ATTR}="${p.replace(/["\\]/g, '\\$&')}"]`).join(',');
  const shellRoot = `#root[${PRERENDERED_ATTR}]`;
  const hide = `<style>html[${BOOT_PATH_ATTR}]:not(${others}) ${shellRoot},html[${BOOT_SIGNED_IN_ATTR}] ${shellRoot}{visibility:hidden}</style>`;
  const first = `<script id="${FIRST_REQUESTS_ELEMENT_ID}" type="application/json">${jsonForScript(calls)}</script>\n    <script>${FIRST_REQUESTS_SCRIPT}</script>`;
  return html
    .replace('</head>', () => `  ${shell.styles}\n    ${hide}\n    ${first}\n  </head>`)
    .replace(rootTag, () => `<div id="root" ${PRERENDERED_ATTR}="${escapeHtml(paths.join(' '))}">${shell.html}</div>`);
}

/**
 * Writes a brand's installable-app files into its dist folder: icons rendered
 * from the brand's favicon (cached by content hash, so twenty brands that share
 * a favicon, or a rebuild, render nothing again), the manifest, the offline
 * page in the brand's default language, the service worker and its
 * registration script.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import type { ResolvedBrandConfig } from '../../../src/brand/brand-config.ts';
import { FALLBACK_LANGUAGE } from '../../../src/i18n/languages.ts';
import { repoRoot } from './load.ts';
import { svgRenderer } from '../resvg.ts';
import { appColours, offlinePage, PWA_FILES, registerScript, serviceWorker, shellFiles, webManifest, type OfflineTexts } from './pwa.ts';
import { ICON_SPRITE_FILE } from '../../../src/components/icon-glyphs.ts';

/** Bump when the icon layout changes, so cached renders of the old layout are not reused. */
const ICON_LAYOUT = 'v1';
export const iconCacheDir = join(repoRoot, 'node_modules/.cache/pwa-icons');

const mimeOf = (file: string) => {
  const ext = extname(file).toLowerCase().slice(1);
  return ext === 'svg' ? 'image/svg+xml' : ext === 'jpg' ? 'image/jpeg' : `image/${ext}`;
};

/**
 * The icon as SVG: the favicon (any raster or SVG) placed on a square. `any`
 * icons keep the favicon's own shape on transparency; the maskable one fills
 * the square with the brand's background colour and keeps the favicon inside
 * the 80 % safe zone that launchers may crop to a circle.
 */
export function iconSvg(favicon: Buffer, mime: string, size: number, kind: 'any' | 'maskable', background: string): string {
  const href = `data:${mime};base64,${favicon.toString('base64')}`;
  const inner = kind === 'maskable' ? Math.round(size * 0.62) : size;
  const at = (size - inner) / 2;
  const bg = kind === 'maskable' ? `<rect width="${size}" height="${size}" fill="${background}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${bg}<image x="${at}" y="${at}" width="${inner}" height="${inner}" preserveAspectRatio="xMidYMid meet" xlink:href="${href}"/></svg>`;
}

export async function renderIcon(svg: string, size: number, cacheDir = iconCacheDir): Promise<{ png: Buffer; cached: boolean }> {
  const key = createHash('sha256').update(`${ICON_LAYOUT}\0${size}\0${svg}`).digest('hex').slice(0, 32);
  const file = join(cacheDir, `${key}.png`);
  if (existsSync(file)) return { png: readFileSync(file), cached: true };
  const { Resvg } = await svgRenderer();
  const png = Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng());
  mkdirSync(cacheDir, { recursive: true });
  // Write then rename: two builds at once never read half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, png);
  renameSync(tmp, file);
  return { png, cached: false };
}

/** Offline page texts from the brand's default language catalog, key by key falling back to EN. */
export function offlineTexts(language: string, localesDir = join(repoRoot, 'locales')): OfflineTexts {
  const read = (code: string): Record<string, string> => {
    const f = join(localesDir, `${code}.json`);
    return existsSync(f) ? (JSON.parse(readFileSync(f, 'utf8')) as Record<string, string>) : {};
  };
  const own = read(language);
  const en = read(FALLBACK_LANGUAGE);
  const pick = (key: string, last: string) => own[key] ?? en[key] ?? last;
  return {
    title: pick('pwa.offline.title', 'You are offline'),
    body: pick('pwa.offline.body', '{brand} needs an internet connection. Check your connection, then try again.'),
    retry: pick('pwa.offline.retry', 'Try again'),
  };
}

export interface PwaResult {
  buildHash: string;
  iconsRendered: number;
  files: string[];
}

/**
 * Writes the PWA files of one brand into `dir` (dist/<id>/, where index.html is
 * already stamped). `sharedFiles` are the compiled file names (hashed), part of
 * the build hash so any changed chunk makes a new worker.
 */
export async function writePwaFiles(opts: {
  brand: ResolvedBrandConfig;
  brandSrc: string;
  dir: string;
  sharedFiles: string[];
  base?: string;
  cacheDir?: string;
}): Promise<PwaResult> {
  const { brand, dir } = opts;
  const base = opts.base ?? '/';
  const write = (rel: string, data: string | Buffer) => {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), data);
  };
  const faviconPath = join(opts.brandSrc, brand.assets.favicon);
  const favicon = readFileSync(faviconPath);
  const mime = mimeOf(faviconPath);
  const bg = appColours(brand).background;
  let iconsRendered = 0;
  for (const [rel, size, kind] of [
    [PWA_FILES.icon192, 192, 'any'],
    [PWA_FILES.icon512, 512, 'any'],
    [PWA_FILES.maskable512, 512, 'maskable'],
  ] as const) {
    const { png, cached } = await renderIcon(iconSvg(favicon, mime, size, kind, bg), size, opts.cacheDir);
    if (!cached) iconsRendered++;
    write(rel, png);
  }
  const manifest = JSON.stringify(webManifest(brand, base), null, 2) + '\n';
  write(PWA_FILES.manifest, manifest);
  const offline = offlinePage(brand, offlineTexts(brand.languages.default), base);
  write(PWA_FILES.offline, offline);
  write(PWA_FILES.register, registerScript(base));
  const index = readFileSync(join(dir, 'index.html'), 'utf8');
  const precache = [
    base,
    ...shellFiles(index, base).filter((p) => p !== `${base}${PWA_FILES.register}`),
    `${base}${PWA_FILES.offline}`,
    `${base}${PWA_FILES.icon192}`,
    `${base}${PWA_FILES.icon512}`,
    // Every screen's icons (<use href> into the sprite), so an offline start still draws them.
    `${base}brand/${ICON_SPRITE_FILE}`,
  ];
  const unique = [...new Set(precache)];
  const buildHash = createHash('sha256')
    .update(index)
    .update(offline)
    .update(manifest)
    // The sprite changes with the icon table while no page or chunk does: a new worker must fetch it again.
    .update(existsSync(join(dir, 'brand', ICON_SPRITE_FILE)) ? readFileSync(join(dir, 'brand', ICON_SPRITE_FILE)) : '')
    .update([...opts.sharedFiles].sort().join('\n'))
    .digest('hex')
    .slice(0, 12);
  write(PWA_FILES.serviceWorker, serviceWorker({ brandId: brand.id, buildHash, precache: unique, base }));
  return { buildHash, iconsRendered, files: Object.values(PWA_FILES) };
}

/**
 * `npm run dev` for one brand (env BRAND, default the first brand folder):
 * index.html stamped by the same function as the build, the brand's files at
 * /brand/, and the platform paths proxied to the sandbox. A broken manifest
 * shows the checker's findings instead of a half-branded page.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Plugin, ProxyOptions } from 'vite';
import type { BrandConfig } from '../../src/brand/brand-config.generated.ts';
import { formatFinding, isBrandFolder } from '../lib/brand/check.ts';
import { checkBrandsDir, readBrandSources } from '../lib/brand/load.ts';
import { resolveManifest } from '../lib/brand/schema.ts';
import { stampIndexHtml } from '../lib/brand/stamp.ts';
import { brandFiles } from '../lib/brand/brand-files.ts';
import { CONTENT_TYPES } from '../lib/content-types.ts';

export const SANDBOX_PATHS = ['/wps', '/lgw', '/__sandbox', '/sandbox-assets', '/sandbox-game', '/sandbox-lottery', '/sandbox-chat', '/TCG_PROD_IMAGES'];

export function pickDevBrand(brandsDir: string, wanted = process.env.BRAND): string {
  const ids = readBrandSources(brandsDir)
    .map((s) => s.folder)
    .filter(isBrandFolder);
  if (wanted) {
    if (!ids.includes(wanted)) throw new Error(`BRAND=${wanted} is not a folder under brands/; brands are ${ids.join(', ')}`);
    return wanted;
  }
  if (!ids.length) throw new Error('brands/ has no brand folder: run npm run brand:new -- <id>');
  return ids[0];
}

export function sandboxProxy(target = process.env.SANDBOX_URL ?? 'http://127.0.0.1:4400'): Record<string, ProxyOptions> {
  return Object.fromEntries(SANDBOX_PATHS.map((p) => [p, { target, changeOrigin: false, ws: true }]));
}

export function brandDev(brandsDir: string): Plugin {
  let brandId = '';
  let base = '/';
  return {
    name: 'portal:brand-dev',
    // The dev server only: not the build (stamping does that) and not vitest (mode "test").
    apply: (_config, env) => env.command === 'serve' && env.mode !== 'test',
    config() {
      return { server: { proxy: sandboxProxy() } };
    },
    configResolved(config) {
      base = config.base;
      brandId = pickDevBrand(brandsDir);
      config.logger.info(`  brand: ${brandId} (set BRAND=<id> to pick another)`);
    },
    configureServer(server) {
      const folder = join(brandsDir, brandId);
      server.watcher.add(folder);
      server.watcher.on('change', (file) => {
        if (resolve(file).startsWith(folder + sep)) server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use(`${base}brand/`, (req, res, next) => {
        const rel = decodeURIComponent((req.url ?? '/').split('?')[0]).replace(/^\/+/, '');
        const manifest = JSON.parse(readFileSync(join(folder, 'brand.json'), 'utf8')) as BrandConfig;
        // The same files the build writes under brand/ (outlined SVG text, the shipped fonts).
        const file = brandFiles(resolveManifest(manifest), folder).get(rel);
        if (!file) return next();
        res.setHeader('Content-Type', CONTENT_TYPES[extname(rel)] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', 'no-cache');
        if (file.source) createReadStream(file.source).pipe(res);
        else res.end(file.content);
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const { findings } = checkBrandsDir(brandsDir);
        const mine = findings.filter((f) => f.file.includes(`${sep}${brandId}${sep}`) || f.file.includes(`/${brandId}/`));
        if (mine.length) throw new Error(`brands/${brandId} has problems:\n${mine.map(formatFinding).join('\n')}`);
        const manifest = JSON.parse(readFileSync(join(brandsDir, brandId, 'brand.json'), 'utf8')) as BrandConfig;
        return stampIndexHtml(html, resolveManifest(manifest), { base, csp: false });
      },
    },
  };
}

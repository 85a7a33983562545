import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../../../src/brand/brand-config.generated';
import { shellPages, type ShellPage } from '../../../scripts/lib/brand/prerender';
import { resolveManifest } from '../../../scripts/lib/brand/schema';

/** The lobby pages the build pre-renders for a brand (every lobby its side menu shows), as the build lists them. */
export function prerenderedLobbies(id: string): ShellPage[] {
  return shellPages(resolveManifest(JSON.parse(readFileSync(join(process.cwd(), 'brands', id, 'brand.json'), 'utf8')) as BrandConfig)).slice(1);
}

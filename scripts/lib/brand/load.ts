/** Reading a brands folder from disk: the only file-system part of the checks. */
import { existsSync, readdirSync, readFileSync, statSync, realpathSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { checkBrands, isBrandFolder, type BrandSource, type CheckedBrand, type Finding } from './check.ts';
import { profileIds } from '../contract/profiles.ts';

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const defaultBrandsDir = join(repoRoot, 'brands');

export function readBrandSources(brandsDir: string): BrandSource[] {
  if (!existsSync(brandsDir)) throw new Error(`no brands folder at ${brandsDir}`);
  const shown = (p: string) => relative(process.cwd(), p) || p;
  return readdirSync(brandsDir)
    .filter((d) => !d.startsWith('.') && statSync(join(brandsDir, d)).isDirectory())
    .sort()
    .map((folder) => {
      const path = join(brandsDir, folder, 'brand.json');
      const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
      return { folder, file: shown(path), text };
    });
}

/** A file inside brands/<folder>/, refusing anything that resolves outside it (symlinks included). */
export function brandFileExists(brandsDir: string) {
  return (folder: string, rel: string): boolean => {
    const base = join(brandsDir, folder);
    const path = resolve(base, rel);
    if (!existsSync(path) || !statSync(path).isFile()) return false;
    const real = realpathSync(path);
    return real.startsWith(realpathSync(base) + sep);
  };
}

export interface LoadedBrands {
  findings: Finding[];
  brands: CheckedBrand[];
}

export function checkBrandsDir(brandsDir: string): LoadedBrands {
  const sources = readBrandSources(brandsDir);
  const missing: Finding[] = sources
    .filter((s) => s.text === '')
    .map((s) => ({
      file: s.file,
      path: '(the manifest)',
      line: 1,
      column: 1,
      message: `brands/${s.folder} has no brand.json: copy brands/_template or run npm run brand:new -- ${s.folder}`,
    }));
  const { findings, brands } = checkBrands(
    sources.filter((s) => s.text !== ''),
    {
      fileExists: brandFileExists(brandsDir),
      readFile: (folder, rel) => readFileSync(join(brandsDir, folder, rel), 'utf8'),
      platformProfiles: profileIds(),
    },
  );
  return { findings: [...missing, ...findings], brands };
}

export { isBrandFolder };

/**
 * A copy of brands/ whose every brand names a platform profile in its manifest (api.profile), for the profile
 * run of the end-to-end flows (playwright.profile.config.ts): the brands are built from it and the sandbox plays
 * the same profile, so the portal reaches the moved calls only through the mapping.
 *
 *   npx tsx tests/e2e/platform-profile/prepare-brands.ts --profile <id> --out <dir>
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { profile: { type: 'string' }, out: { type: 'string' } } });
if (!values.profile || !values.out) throw new Error('usage: prepare-brands.ts --profile <id> --out <dir>');
const from = join(import.meta.dirname, '../../../brands');
const out = resolve(values.out);
rmSync(out, { recursive: true, force: true });
cpSync(from, out, { recursive: true });
for (const folder of readdirSync(out)) {
  const file = join(out, folder, 'brand.json');
  if (!existsSync(file)) continue;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { api?: Record<string, unknown> };
  manifest.api = { ...manifest.api, profile: values.profile };
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}
console.log(`brands of ${from} → ${out}, each with api.profile "${values.profile}"`);

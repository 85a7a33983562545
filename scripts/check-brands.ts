/**
 * npm run brands:check [-- --json] [--brands-dir <dir>]
 * Validates every folder under brands/ (template included) and prints every
 * finding at once as file:line:column, JSON path and a sentence. Exit 1 on any.
 */
import { resolve } from 'node:path';
import { formatFinding, isBrandFolder } from './lib/brand/check';
import { checkBrandsDir, defaultBrandsDir } from './lib/brand/load';
import { argValue } from './lib/brand/args';

const brandsDir = resolve(argValue(process.argv, '--brands-dir') ?? process.env.BRANDS_DIR ?? defaultBrandsDir);
const json = process.argv.includes('--json');

let result: ReturnType<typeof checkBrandsDir>;
try {
  result = checkBrandsDir(brandsDir);
} catch (err) {
  console.error(`brands:check: ${(err as Error).message}`);
  process.exit(1);
}
const { findings, brands } = result;
if (json) {
  console.log(JSON.stringify({ ok: findings.length === 0, brands: brands.map((b) => b.source.folder), findings }, null, 2));
} else if (findings.length) {
  for (const f of findings) console.error(formatFinding(f));
  const files = new Set(findings.map((f) => f.file)).size;
  console.error(`\n${findings.length} problem${findings.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}: brands were not accepted.`);
} else {
  const real = brands.filter((b) => isBrandFolder(b.source.folder)).map((b) => b.source.folder);
  console.log(`brands ok: ${real.join(', ')} (+ template)`);
}
process.exit(findings.length ? 1 : 0);

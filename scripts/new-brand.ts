/**
 * npm run brand:new -- <id> [--name "Display Name"] [--brands-dir dir]
 * Copies brands/_template to brands/<id> with a fresh id and a placeholder
 * merchant code and domain, checks it (it is valid at once), and says what to
 * edit next.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { argValue, positionals } from './lib/brand/args.ts';
import { formatFinding, TEMPLATE_FOLDER } from './lib/brand/check.ts';
import { checkBrandsDir, defaultBrandsDir, readBrandSources } from './lib/brand/load.ts';
import { idProblem, placeholderDomain, placeholderMerchantCode, placeholderName, scaffoldManifest } from './lib/brand/scaffold.ts';

const argv = process.argv.slice(2);
const brandsDir = resolve(argValue(argv, '--brands-dir') ?? process.env.BRANDS_DIR ?? defaultBrandsDir);
const [id] = positionals(argv, ['--brands-dir', '--name']);

const sources = readBrandSources(brandsDir);
const problem = idProblem(
  id,
  sources.map((s) => s.folder),
);
if (problem) {
  console.error(`brand:new: ${problem}`);
  process.exit(1);
}

// Codes and domains already in use, read leniently: a broken neighbour must not block scaffolding.
const taken = { codes: [] as string[], domains: [] as string[] };
for (const s of sources) {
  try {
    const m = JSON.parse(s.text) as { merchantCode?: string; domains?: string[] };
    if (m.merchantCode) taken.codes.push(m.merchantCode);
    taken.domains.push(...(m.domains ?? []));
  } catch {
    // unreadable manifest: brands:check reports it
  }
}

const dir = join(brandsDir, id);
const values = {
  id,
  name: argValue(argv, '--name') ?? placeholderName(id),
  merchantCode: placeholderMerchantCode(id, taken.codes),
  domain: placeholderDomain(id, taken.domains),
};
cpSync(join(brandsDir, TEMPLATE_FOLDER), dir, { recursive: true });
writeFileSync(join(dir, 'brand.json'), scaffoldManifest(readFileSync(join(brandsDir, TEMPLATE_FOLDER, 'brand.json'), 'utf8'), values));

const mine = checkBrandsDir(brandsDir).findings.filter((f) => f.file.includes(`/${id}/`));
if (mine.length) {
  rmSync(dir, { recursive: true, force: true });
  for (const f of mine) console.error(formatFinding(f));
  console.error(`brand:new: the template does not give a valid brand (above); nothing was created. Fix brands/${TEMPLATE_FOLDER} first.`);
  process.exit(1);
}

const shown = relative(process.cwd(), dir) || dir;
console.log(`created ${shown}/ (valid): "${values.name}", merchant code ${values.merchantCode}, domain ${values.domain}

Next, in ${shown}/brand.json:
  1. merchantCode  → the code the platform gave this merchant (placeholder: ${values.merchantCode})
  2. domains       → the host names it is served on (placeholder: ${values.domain})
  3. name, currency, languages (enabled + default), theme.palette light and dark, features, bannerGroups
  and replace ${shown}/logo.svg and favicon.svg with the brand's own.
Then: npm run brands:check   (says exactly what to fix, with line numbers)
      npm start -- --brand ${id}   (look at it, with the sandbox platform behind it)
      npm run build -- --brand ${id}`);

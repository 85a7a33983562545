/**
 * npm run reports [-- --check] [--reports-dir reports] [--out docs/PERFORMANCE.md]
 *
 * Writes docs/PERFORMANCE.md from reports/bench-*.json, so a figure in the docs can never disagree with the
 * report it came from. `--check` (part of `npm run check`) fails when the committed page differs from what
 * the reports give. Each bench has a short list of the figures worth reading; a report this script does not
 * know yet still gets a table of its numbers.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { renderPerformancePage, type Report } from './lib/reports/performance-page.ts';

const root = join(import.meta.dirname, '..');
const { values: args } = parseArgs({ options: { check: { type: 'boolean' }, 'reports-dir': { type: 'string' }, out: { type: 'string' } } });
const reportsDir = resolve(args['reports-dir'] ?? join(root, 'reports'));
const target = resolve(args.out ?? join(root, 'docs', 'PERFORMANCE.md'));

const reports: Report[] = readdirSync(reportsDir)
  .filter((f) => /^bench-[\w-]+\.json$/.test(f))
  .sort()
  .map((file) => ({
    name: file.replace(/^bench-|\.json$/g, ''),
    file: `reports/${file}`,
    data: JSON.parse(readFileSync(join(reportsDir, file), 'utf8')) as unknown,
  }));

// Formatted as `npm run format` would, so the format check and this check agree on one text.
const page = await format(renderPerformancePage(reports), { ...(await resolveConfig(target)), parser: 'markdown' });
if (args.check) {
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current !== page) {
    console.error('docs/PERFORMANCE.md is not what reports/bench-*.json give: run `npm run reports` and commit it.');
    process.exit(1);
  }
  console.log(`docs/PERFORMANCE.md matches ${reports.length} reports`);
} else {
  writeFileSync(target, page);
  console.log(`wrote docs/PERFORMANCE.md from ${reports.length} reports`);
}

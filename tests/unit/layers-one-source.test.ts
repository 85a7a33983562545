import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFile } from '../../scripts/check-layers';
import { LAYERS, mayImport } from '../../scripts/lib/layers';
import { CONFIG_PATH, lintConfig, renderLintConfig } from '../../scripts/lint-config';

/**
 * One layer map (scripts/lib/layers.ts), two enforcers: check-layers on resolved paths and oxlint's generated
 * no-restricted-imports. Every pair of layers is planted in both: a refused import must be refused by each,
 * an allowed one by neither; and the committed .oxlintrc.json must be what the map generates.
 */
const fileOf = (from: string, to: string) => (from === 'main' ? 'src/main.tsx' : `src/${from}/${from === 'features' ? 'games/' : ''}to-${to}.ts`);
const specOf = (layer: string) => (layer === 'features' ? '@/features/games/entry' : `@/${layer}/target`);
// `import type`: the type-only refinement (lib, components -> api) is check-layers' own; the rank rule is shared.
const importOf = (to: string) => `import type { T } from '${specOf(to)}';\nexport type U = T;\n`;

const pairs = LAYERS.flatMap((from) => LAYERS.filter((to) => to.name !== from.name && to.name !== 'main').map((to) => ({ from: from.name, to: to.name })));

const root = mkdtempSync(join(tmpdir(), 'layers-oxlint-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** main.tsx is one file: its pairs are planted one tree each; every other pair shares one tree and one oxlint run. */
function oxlintRefused(trees: Record<string, string>[]): Set<string> {
  const refused = new Set<string>();
  trees.forEach((files, i) => {
    const dir = join(root, String(i));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    writeFileSync(join(dir, '.oxlintrc.json'), JSON.stringify(lintConfig()));
    const bin = join(import.meta.dirname, '../../node_modules/.bin/oxlint');
    let stdout: string;
    try {
      stdout = execFileSync(bin, ['-c', '.oxlintrc.json', '-f', 'json', 'src'], { cwd: dir, stdio: 'pipe' }).toString();
    } catch (err) {
      stdout = String((err as { stdout: Buffer }).stdout);
    }
    const out = JSON.parse(stdout) as { diagnostics: { code: string; filename: string }[] };
    for (const d of out.diagnostics) if (d.code.includes('no-restricted-imports')) refused.add(`${i}:${d.filename}`);
  });
  return refused;
}

const shared = Object.fromEntries(pairs.filter((p) => p.from !== 'main').map((p) => [fileOf(p.from, p.to), importOf(p.to)]));
const mainPairs = pairs.filter((p) => p.from === 'main');
const refusedByOxlint = oxlintRefused([shared, ...mainPairs.map((p) => ({ 'src/main.tsx': importOf(p.to) }))]);
const oxlintRefuses = (from: string, to: string) =>
  from === 'main' ? refusedByOxlint.has(`${mainPairs.findIndex((p) => p.to === to) + 1}:src/main.tsx`) : refusedByOxlint.has(`0:${fileOf(from, to)}`);

describe('the layer map has one source', () => {
  it('the committed .oxlintrc.json is what scripts/lib/layers.ts generates', async () => {
    expect(readFileSync(CONFIG_PATH, 'utf8')).toBe(await renderLintConfig());
  });

  it('names every folder of src/ once', () => {
    expect(new Set(LAYERS.map((l) => l.name)).size).toBe(LAYERS.length);
  });

  for (const { from, to } of pairs) {
    const allowed = mayImport(from, to);
    it(`${from} -> ${to}: ${allowed ? 'allowed' : 'refused'} by both enforcers`, () => {
      expect(checkFile(fileOf(from, to), importOf(to)).length > 0).toBe(!allowed);
      expect(oxlintRefuses(from, to)).toBe(!allowed);
    });
  }
});

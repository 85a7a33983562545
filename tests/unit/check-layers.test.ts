import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTree } from '../../scripts/check-layers';
import cases from './fixtures/layer-violations.json';

/**
 * Planted violations (fixtures/layer-violations.json): a small clean tree, then
 * one bad import at a time. Each must be reported (on the file that makes it),
 * and the clean tree must pass. The cases are data, so adding one is adding a
 * record: kind (what it breaks), file (the importer), text (its source).
 */
const { clean, planted }: { clean: Record<string, string>; planted: { kind: string; file: string; text: string }[] } = cases;

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

function tree(extra?: { file: string; text: string }): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  roots.push(root);
  const files = extra ? { ...clean, [extra.file]: extra.text } : clean;
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('check-layers on resolved paths', () => {
  it('passes the clean tree (type-only lib -> api, relative imports inside a feature, forms -> components, app -> feature entries)', () => {
    expect(checkTree(tree())).toEqual([]);
  });

  it(`plants ${planted.length} kinds of violation`, () => {
    expect(planted.length).toBeGreaterThanOrEqual(10);
    expect(new Set(planted.map((p) => p.kind)).size).toBe(planted.length);
  });

  for (const p of planted) {
    it(`fails on ${p.kind}`, () => {
      const found = checkTree(tree(p));
      expect(found.map((v) => v.file)).toEqual([p.file]);
    });
  }

  it('the command exits 1 on a violation and 0 on the clean tree', () => {
    const run = (root: string) => {
      try {
        execFileSync('npx', ['tsx', 'scripts/check-layers.ts', root], { stdio: 'pipe' });
        return 0;
      } catch (err) {
        return (err as { status: number }).status;
      }
    };
    expect(run(tree())).toBe(0);
    expect(run(tree(planted[1]))).toBe(1);
  });
});

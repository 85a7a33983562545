import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flagKeys } from '../../src/flags/flags';

/**
 * Every brand switch must do something (issue 11): each key of the flag table
 * (src/flags/flags.ts) is read somewhere in src/ through the one resolution
 * rule, `useFlag('<key>')` in components or `effective('<key>')` outside React.
 * A flag nobody reads is a switch an operator can flip with no effect.
 */
const srcDir = join(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.generated.ts') ? [path] : [];
  });
}

const readers = new Map<string, string[]>();
for (const file of sourceFiles(srcDir)) {
  if (file.startsWith(join(srcDir, 'flags'))) continue; // the table and the rule itself are not readers
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/\b(?:useFlag|effective)\(\s*['"]([A-Za-z]+)['"]/g)) {
    readers.set(m[1]!, [...(readers.get(m[1]!) ?? []), file.slice(srcDir.length + 1)]);
  }
}

describe('every flag has a reader in src/', () => {
  it('lists the flag table (guards against an empty scan)', () => {
    expect(flagKeys.length).toBeGreaterThan(10);
    expect(readers.size).toBeGreaterThan(0);
  });

  for (const key of flagKeys) {
    it(`${key} is read through useFlag or effective`, () => {
      expect(readers.get(key) ?? [], `no useFlag('${key}') / effective('${key}') under src/`).not.toEqual([]);
    });
  }

  it('no reader asks for a flag that is not in the table', () => {
    const unknown = [...readers.keys()].filter((k) => !(flagKeys as string[]).includes(k));
    expect(unknown).toEqual([]);
  });
});

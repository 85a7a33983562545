/**
 * Types that exist in a schema are never written again. Every name that
 * `npm run schema:types` generates (schema/api titles, the brand schema's
 * BrandConfig, ResolvedBrandConfig and definitions) is reserved: an exported
 * `interface X` or `type X =` of that name anywhere else in src/ is a
 * hand-written twin, and this check fails. Re-exports (`export type { X }`)
 * are fine: they pass the generated type on.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const generated = ['src/api/types.generated.ts', 'src/brand/brand-config.generated.ts'];

export function generatedNames(texts: string[]): Set<string> {
  const names = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(/^export (?:interface|type) (\w+)/gm)) names.add(m[1]);
  names.delete('SchemaTypes');
  return names;
}

export interface Twin {
  file: string;
  line: number;
  name: string;
}

export function findTwins(files: { file: string; text: string }[], reserved: Set<string>): Twin[] {
  const twins: Twin[] = [];
  for (const { file, text } of files) {
    text.split('\n').forEach((line, i) => {
      const m = /^\s*export\s+(?:declare\s+)?(?:interface|type)\s+(\w+)\b(?!\s*\})/.exec(line);
      if (m && reserved.has(m[1])) twins.push({ file, line: i + 1, name: m[1] });
    });
  }
  return twins;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name) && !name.includes('.generated.')) out.push(path);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const reserved = generatedNames(generated.map((f) => readFileSync(join(root, f), 'utf8')));
  const files = walk(join(root, 'src')).map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
  const twins = findTwins(files, reserved);
  for (const t of twins) console.error(`${t.file}:${t.line}: \`${t.name}\` is a schema type: import it from the generated file instead of writing it again`);
  if (!twins.length) console.log(`check-twins: no hand-written twin of ${reserved.size} schema types in ${files.length} files`);
  process.exit(twins.length ? 1 : 0);
}

/**
 * Types that exist in a schema are never written again. Every name that
 * `npm run schema:types` generates (schema/api titles, the brand schema's
 * BrandConfig, ResolvedBrandConfig and definitions) is reserved: an exported
 * `interface X` or `type X =` of that name anywhere else in src/ is a
 * hand-written twin, and this check fails. Re-exports (`export type { X }`)
 * are fine: they pass the generated type on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { handWrittenSources } from './lib/source-files';

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

if (import.meta.url === `file://${process.argv[1]}`) {
  const reserved = generatedNames(generated.map((f) => readFileSync(join(root, f), 'utf8')));
  const files = handWrittenSources(root);
  const twins = findTwins(files, reserved);
  for (const t of twins) console.error(`${t.file}:${t.line}: \`${t.name}\` is a schema type: import it from the generated file instead of writing it again`);
  if (!twins.length) console.log(`check-twins: no hand-written twin of ${reserved.size} schema types in ${files.length} files`);
  process.exit(twins.length ? 1 : 0);
}

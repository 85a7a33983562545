/**
 * Styles stay static. The theme is a constant whose colours are CSS variables (src/theme/theme.ts), so a styled
 * template reads it by import (`${theme.colours.text}`): the rule is then the same string on every render and
 * Emotion serialises and inserts it once. A function that takes the theme from props (`(p) => p.theme.x`,
 * `({ theme }) => …`, `theme => …`) brings back per-render theme work; this check fails on any in src/.
 * Per-instance values are still fine as functions of the component's own props, or CSS variables in `style`.
 */
import { join } from 'node:path';
import { handWrittenSources } from './lib/source-files';

const root = join(import.meta.dirname, '..');

export interface ThemeRead {
  file: string;
  line: number;
  text: string;
}

const patterns = [
  // (p) => p.theme.x, props.theme: the theme taken from a styled component's props.
  /\(?\s*(\w+)\s*(?::[^()=]*)?\)?\s*=>.*\b\1\.theme\b/,
  /\b(?:p|props)\.theme\b/,
  // ({ theme }) =>, ({ theme, open }: Props) =>
  /\(\s*\{[^()]*\btheme\b[^()]*\}\s*(?::[^()=]*)?\)\s*=>/,
  // theme => …, (theme) => …, (theme: Theme) => …
  /(?:^|[^\w.])\(?\s*theme\s*(?::\s*\w+\s*)?\)?\s*=>/,
];

export function findThemeReads(files: { file: string; text: string }[]): ThemeRead[] {
  const found: ThemeRead[] = [];
  for (const { file, text } of files) {
    text.split('\n').forEach((line, i) => {
      // Comments and quoted strings ('shell.theme.dark') say nothing about code.
      const code = line
        .replace(/\/\/.*$/, '')
        .replace(/^\s*\*.*$/, '')
        .replace(/'[^']*'|"[^"]*"/g, "''");
      if (patterns.some((p) => p.test(code))) found.push({ file, line: i + 1, text: line.trim() });
    });
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = handWrittenSources(root);
  const found = findThemeReads(files);
  for (const f of found) console.error(`${f.file}:${f.line}: the theme is read from props (${f.text}): import { theme } from '@/theme/theme' instead`);
  if (!found.length) console.log(`check-static-styles: no styled rule reads the theme from props in ${files.length} files`);
  process.exit(found.length ? 1 : 0);
}

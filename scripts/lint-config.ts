/**
 * Writes .oxlintrc.json: the lint rules below plus, per layer of scripts/lib/layers.ts, the imports oxlint refuses
 * (every layer of the same or a higher rank, a package another layer owns, and for features any other feature).
 * oxlint sees import text only, so it is the editor's quick subset; scripts/check-layers.ts, on resolved paths,
 * is the full check. `--check` (in `npm run check`) fails when the committed file differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { LAYERS, PACKAGE_OWNERS, mayImport } from './lib/layers';

const base = {
  $schema: './node_modules/oxlint/configuration_schema.json',
  plugins: ['typescript', 'react', 'import', 'jsx-a11y'],
  categories: { correctness: 'error' },
  rules: {
    'no-console': ['error', { allow: ['warn', 'error'] }],
    'react/rules-of-hooks': 'error',
    'import/no-cycle': 'error',
  },
};

/** The import texts that name a layer's folder: by alias and by any relative path. */
function specsOf(layer: string): string[] {
  if (layer === 'main') return ['@/main', '**/main', '**/main.tsx'];
  return [`@/${layer}/*`, `@/${layer}/**`, `**/${layer}/**`];
}

interface Pattern {
  group: string[];
  message: string;
}

/** What a file of `layer` may not import, as no-restricted-imports patterns and paths. */
export function restrictionsOf(layer: string): { patterns: Pattern[]; paths: { name: string; message: string }[] } {
  const rank = LAYERS.find((l) => l.name === layer)!.rank;
  const patterns: Pattern[] = LAYERS.filter((l) => !mayImport(layer, l.name)).map((l) => ({
    group: specsOf(l.name),
    message:
      l.rank === rank
        ? `${layer} and ${l.name} share rank ${rank}: neither imports the other (scripts/lib/layers.ts).`
        : `${layer} (rank ${rank}) may not import ${l.name} (rank ${l.rank}): imports go down only (scripts/lib/layers.ts).`,
  }));
  if (layer === 'features')
    patterns.push({
      group: ['@/features/*', '@/features/**', '../../features/*', '../../../features/*'],
      message: 'Features never import each other: move the shared piece down to a shared layer, and let src/app compose.',
    });
  const paths = Object.entries(PACKAGE_OWNERS)
    .filter(([, owner]) => owner !== layer)
    .map(([name, owner]) => ({ name, message: `Only src/${owner} may import '${name}'.` }));
  return { patterns, paths };
}

export function lintConfig(): object {
  const layerOverrides = LAYERS.map((l) => ({
    files: [l.name === 'main' ? 'src/main.tsx' : `src/${l.name}/**`],
    rules: { 'no-restricted-imports': ['error', restrictionsOf(l.name)] },
  }));
  return {
    ...base,
    overrides: [...layerOverrides, { files: ['scripts/**', 'sandbox/**', 'tests/**'], rules: { 'no-console': 'off' } }],
    ignorePatterns: ['dist', 'dist-*', 'node_modules', '**/*.generated.ts'],
  };
}

export const CONFIG_PATH = join(import.meta.dirname, '..', '.oxlintrc.json');

export async function renderLintConfig(): Promise<string> {
  const options = await resolveConfig(CONFIG_PATH);
  return format(JSON.stringify(lintConfig()), { ...options, filepath: CONFIG_PATH });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = await renderLintConfig();
  if (process.argv.includes('--check')) {
    if (readFileSync(CONFIG_PATH, 'utf8') !== text) {
      console.error('.oxlintrc.json differs from scripts/lib/layers.ts: run `npx tsx scripts/lint-config.ts` (never edit it by hand)');
      process.exit(1);
    }
    console.log('lint-config: .oxlintrc.json matches scripts/lib/layers.ts');
  } else {
    writeFileSync(CONFIG_PATH, text);
    console.log('lint-config: wrote .oxlintrc.json');
  }
}

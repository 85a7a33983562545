/** Writes the matrix's three files (JSON, Markdown, self-contained HTML) for `npm run matrix` and `npm run build`. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { ResolvedBrandConfig } from '../../../src/brand/brand-config.ts';
import { buildMatrix, matrixMarkdown } from './matrix.ts';
import { matrixHtml } from './matrix-html.ts';

const mimeOf = (path: string) => {
  const ext = extname(path).slice(1).toLowerCase();
  return ext === 'svg' ? 'image/svg+xml' : ext === 'jpg' ? 'image/jpeg' : ext === 'ico' ? 'image/x-icon' : `image/${ext}`;
};

/** Returns the Markdown, which the CLI also prints. */
export function writeMatrix(outDir: string, brandsDir: string, brands: ResolvedBrandConfig[], template?: ResolvedBrandConfig): string {
  const matrix = buildMatrix(brands, template);
  const md = matrixMarkdown(matrix);
  // Logos inlined as data URIs: the page must open from disk or as an attachment.
  const logos = Object.fromEntries(
    brands.map((b) => [b.id, `data:${mimeOf(b.assets.logo)};base64,${readFileSync(join(brandsDir, b.id, b.assets.logo)).toString('base64')}`]),
  );
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'matrix.json'), JSON.stringify({ ...matrix, manifests: Object.fromEntries(brands.map((b) => [b.id, b])) }, null, 2) + '\n');
  writeFileSync(join(outDir, 'matrix.md'), md);
  writeFileSync(join(outDir, 'index.html'), matrixHtml(matrix, logos));
  return md;
}

import layerTable from './layers.json';

/**
 * THE layer map of src/: the one source both enforcers read (the table itself is layers.json, beside this file).
 * scripts/check-layers.ts checks every import on resolved paths (`npm run check`); .oxlintrc.json's import
 * restrictions (the editor's fast, text-only subset) are generated from this file by scripts/lint-config.ts, and
 * `npm run check` fails when the committed .oxlintrc.json differs from what it would generate.
 * docs/CONVENTIONS.md and docs/ARCHITECTURE.md point here.
 *
 * A file may import its own layer and the layers of a LOWER rank only (same rank, different layer: not allowed).
 */
export interface Layer {
  /** The folder under src/ ('main' is src/main.tsx). */
  name: string;
  rank: number;
  /** What lives there, for the docs and the error messages. */
  role: string;
}

/** The layers, lowest first: layers.json (data, so a new layer or a changed role is one record; tsc checks it against Layer). */
export const LAYERS: readonly Layer[] = layerTable;

export const LAYER_RANK: Record<string, number> = Object.fromEntries(LAYERS.map((l) => [l.name, l.rank]));

/** Packages only one layer may import. */
export const PACKAGE_OWNERS: Record<string, string> = { ky: 'api' };

/** Layers above the features: they reach a feature only through its entry (src/features/<name>/entry.ts). */
export const THROUGH_ENTRY = new Set(['app', 'main']);

/** Layers that may import a lower layer for its types only: pure helpers and UI primitives never call the platform. */
export const TYPE_ONLY: Record<string, string[]> = { lib: ['api'], components: ['api'] };

/** May a file of layer `from` import layer `to`? Its own layer yes (for features: its own feature only), a lower rank yes. */
export function mayImport(from: string, to: string): boolean {
  return from === to || LAYER_RANK[to] < LAYER_RANK[from];
}

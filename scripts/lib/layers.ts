/**
 * THE layer map of src/: the one source both enforcers read. scripts/check-layers.ts checks every import on
 * resolved paths (`npm run check`); .oxlintrc.json's import restrictions (the editor's fast, text-only subset)
 * are generated from this file by scripts/lint-config.ts, and `npm run check` fails when the committed
 * .oxlintrc.json differs from what it would generate. docs/CONVENTIONS.md and docs/ARCHITECTURE.md point here.
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

export const LAYERS: readonly Layer[] = [
  { name: 'brand', rank: 0, role: 'brand config at run time, generated types' },
  { name: 'theme', rank: 1, role: 'theme tokens; reads the brand only' },
  { name: 'i18n', rank: 1, role: 'languages and catalogs; reads the brand only' },
  {
    name: 'api',
    rank: 2,
    role: 'endpoints.ts (the one call table) and contract.ts derived from it, client.ts (the one ky client), query.ts, mutation.ts, errors.ts',
  },
  { name: 'lib', rank: 3, role: 'pure helpers; api for its types only (no calls)' },
  { name: 'session', rank: 4, role: 'token, member, prompts; lifecycle.ts: resume at boot, sign in, member load, 401, sign out' },
  { name: 'flags', rank: 4, role: 'feature flags' },
  { name: 'components', rank: 5, role: 'UI primitives, including the form controls; api types only' },
  { name: 'forms', rank: 6, role: 'DynamicForm and its rule engine (renders components/form)' },
  { name: 'platform', rank: 6, role: 'platform data shared by features and boot (cdns.ts, banners.ts, system-status.ts)' },
  {
    name: 'features',
    rank: 7,
    role: 'features/<name>: entry.ts (the one file app imports) and behind it api, components, hooks, stores, pages, lib; a feature never imports another',
  },
  {
    name: 'app',
    rank: 8,
    role: "composition root: bootstrap, providers, the router (routing/paths.ts: the route table), layouts, overlays, the registries that put one feature's pieces into another's",
  },
  { name: 'main', rank: 9, role: 'the entry (src/main.tsx)' },
];

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

/**
 * The manifest contract, compiled once. Two validators from one schema: one
 * that only reports (for checks, so the operator's file is judged as written)
 * and one that fills defaults (for the build, so the page gets a resolved
 * config and never re-implements a default at run time).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { BrandConfig } from '../../../src/brand/brand-config.generated.ts';
import type { ResolvedBrandConfig } from '../../../src/brand/brand-config.ts';

export const schemaPath = join(import.meta.dirname, '../../../schema/brand.schema.json');
export const brandSchema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown> & {
  properties: Record<string, SchemaNode>;
  definitions: Record<string, SchemaNode>;
};

export interface SchemaNode {
  type?: string;
  enum?: string[];
  pattern?: string;
  description?: string;
  default?: unknown;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  $ref?: string;
}

let checker: ValidateFunction | undefined;
let resolver: ValidateFunction | undefined;

function compile(useDefaults: boolean): ValidateFunction {
  // strict: false because the schema carries editor-facing keywords (description, default inside $ref'd defs).
  // verbose: errors carry the offending value, so messages can quote what the operator wrote.
  const ajv = new Ajv({ allErrors: true, useDefaults, strict: false, verbose: true });
  return ajv.compile(brandSchema);
}

export function schemaErrors(manifest: unknown): ErrorObject[] {
  checker ??= compile(false);
  return checker(manifest) ? [] : [...(checker.errors ?? [])];
}

/** A deep copy with every schema default applied (api.baseUrl "/", features {}, register → w_reg …). */
export function resolveManifest(manifest: BrandConfig): ResolvedBrandConfig {
  resolver ??= compile(true);
  const copy = structuredClone(manifest) as BrandConfig;
  if (!resolver(copy)) throw new Error(`manifest ${manifest.id} does not match the schema; run npm run brands:check`);
  const resolved = copy as ResolvedBrandConfig;
  // The one default that is not a plain value: the registration banners use group w_reg (spec §2).
  resolved.bannerGroups = { register: 'w_reg', ...resolved.bannerGroups };
  delete resolved.$schema;
  return resolved;
}

/** The schema node at a JSON path, following $ref into definitions. */
export function schemaAt(path: (string | number)[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = brandSchema as SchemaNode;
  for (const seg of path) {
    node = deref(node);
    if (!node) return undefined;
    node = typeof seg === 'number' ? node.items : node.properties?.[seg];
  }
  return deref(node);
}

export function deref(node: SchemaNode | undefined): SchemaNode | undefined {
  if (node?.$ref?.startsWith('#/definitions/')) return brandSchema.definitions[node.$ref.slice('#/definitions/'.length)];
  return node;
}

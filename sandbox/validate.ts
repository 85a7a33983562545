import { Ajv, type ValidateFunction } from 'ajv';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The wire contract: every schema of schema/api/ loaded into one ajv, so the
 * sandbox checks its own requests and responses against the files the
 * portal's types are generated from.
 */
export interface Validator {
  check(title: string, data: unknown): string | null;
}

/** The schemas of a folder (schema/api) in one ajv: each schema's validator by its title (or $id); undefined when none. */
export function loadSchemas(schemaDir: string): (title: string) => ValidateFunction | undefined {
  const ajv = new Ajv({ allErrors: false, strict: false });
  const ids = new Map<string, string>();
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.json'))) {
    const schema = JSON.parse(readFileSync(join(schemaDir, file), 'utf8')) as { $id: string; title: string };
    ajv.addSchema(schema);
    ids.set(schema.title, schema.$id);
  }
  return (title) => ajv.getSchema(ids.get(title) ?? title);
}

export function loadValidator(schemaDir: string): Validator {
  const schemaOf = loadSchemas(schemaDir);
  return {
    check(title, data) {
      const fn = schemaOf(title);
      if (!fn) return `no schema titled ${title}`;
      if (fn(data)) return null;
      const e = fn.errors?.[0];
      return e ? `${e.instancePath || '(root)'} ${e.message}` : 'invalid';
    },
  };
}

/**
 * docs/openapi.json's text: the OpenAPI document of the contract (openapi.ts) from the schemas on disk, formatted as
 * prettier formats it, so `npm run check`'s prettier step and the staleness check agree. Shared by
 * `npm run contract` and `npm run schema:types` (which keeps every file derived from the schemas current).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'prettier';
import type { PlatformProfile } from '../../../src/api/profile.ts';
import { openApiDocument, type ApiSchema } from './openapi.ts';

const root = join(import.meta.dirname, '../../..');
export const COMMITTED_DOCUMENT = 'docs/openapi.json';

export async function contractDocument(profile: PlatformProfile | null = null): Promise<{ document: ReturnType<typeof openApiDocument>; text: string }> {
  const schemaDir = join(root, 'schema/api');
  const schemas = readdirSync(schemaDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(schemaDir, f), 'utf8')) as ApiSchema);
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const document = openApiDocument({ schemas, version, profile });
  return { document, text: await format(JSON.stringify(document), { parser: 'json', printWidth: 160 }) };
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import { openApiDocument, type ApiSchema } from '../../scripts/lib/contract/openapi';
import { loadProfile } from '../../scripts/lib/contract/profiles';

const root = join(import.meta.dirname, '../..');
const schemaDir = join(root, 'schema/api');
const schemas = readdirSync(schemaDir).map((f) => JSON.parse(readFileSync(join(schemaDir, f), 'utf8')) as ApiSchema);

type Op = {
  operationId: string;
  parameters: { $ref?: string; name?: string; in?: string }[];
  requestBody?: { content: { 'application/json': { schema: { $ref: string } } } };
  responses: Record<string, unknown>;
  security: unknown[];
  'x-sealed'?: { plaintext: { $ref?: string } };
};
type Doc = { openapi: string; paths: Record<string, Record<string, Op>>; components: { schemas: Record<string, unknown> } };

const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));

/** Every `$ref` in the document, with where it points. */
function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  return out;
}
const resolves = (doc: unknown, pointer: string) =>
  pointer
    .slice(2)
    .split('/')
    .reduce<unknown>((n, key) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[key] : undefined), doc) !== undefined;

describe('the contract as OpenAPI 3.1 (npm run contract)', () => {
  const doc = openApiDocument({ schemas, version: '0.0.0' }) as unknown as Doc;

  it('is a valid OpenAPI 3.1 document, every reference resolving', async () => {
    const result = await new Validator().validate(structuredClone(doc) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    const broken = [...new Set(refs(doc))].filter((r) => !resolves(doc, r));
    expect(broken).toEqual([]);
  });

  it('lists every call of the table once, at its method and path, with its schemas and headers', () => {
    const ops = operations(doc);
    const names = Object.keys(endpoints) as EndpointName[];
    expect(names.length).toBeGreaterThanOrEqual(126);
    expect(ops.map((o) => o.op.operationId).sort()).toEqual([...names].sort());
    for (const { path, method, op } of ops) {
      const def = endpoints[op.operationId as EndpointName];
      expect([method, path]).toEqual([def.method, def.path]);
      const ok = JSON.stringify(op.responses['200']);
      expect(ok).toContain(`#/components/schemas/${def.value}`);
      expect(doc.components.schemas[def.value]).toBeDefined();
      const headers = op.parameters.map((p) => p.$ref);
      expect(headers).toContain('#/components/parameters/Merchant');
      expect(headers).toContain('#/components/parameters/Language');
      expect(headers.includes('#/components/parameters/IdempotencyKey')).toBe(def.idempotent);
      expect(op.security.length > 0).toBe(def.token !== 'none');
      if (def.encrypted) {
        expect(op.requestBody?.content['application/json'].schema.$ref).toBe('#/components/schemas/SealedBody');
        expect(op['x-sealed']?.plaintext.$ref ?? null).toBe(def.body ? `#/components/schemas/${def.body}` : null);
      } else if (def.body) expect(op.requestBody?.content['application/json'].schema.$ref).toBe(`#/components/schemas/${def.body}`);
      else expect(op.requestBody).toBeUndefined();
      if (def.token === 'required') expect(op.responses['401']).toBeDefined();
    }
  });

  it('names the error codes with their §8 catalogue keys', () => {
    const codes = (doc.components.schemas.ErrorCode as { 'x-message-keys': Record<string, string> })['x-message-keys'];
    expect(codes).toMatchObject({ NOT_LOGGED_IN: 'error.notLoggedIn', MAINTENANCE: 'error.maintenance', INSUFFICIENT_BALANCE: 'error.insufficientBalance' });
  });

  it('shows a platform profile’s paths, methods and field names', () => {
    const mapped = openApiDocument({ schemas, version: '0.0.0', profile: loadProfile('test-renamed') }) as unknown as Doc;
    expect(mapped.paths['/api/wallet/deposit']?.put?.operationId).toBe('depositCreate');
    expect(mapped.paths['/api/wallet/balance']?.get).toMatchObject({ operationId: 'balance', 'x-field-names': { sumBalance: 'totalBalance' } });
    expect(mapped.paths[endpoints.balance.path]?.get).toBeUndefined();
  });
});

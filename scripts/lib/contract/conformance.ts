/**
 * The conformance run's parts (scripts/contract-test.ts drives them): calling one call as the portal would (headers,
 * sealing, the platform profile's paths and field names), judging the answer against the contract's schemas, and
 * drawing property-based queries from the query schemas (fast-check).
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import fc from 'fast-check';
import ky from 'ky';
import { createSealer, type Sealer } from '../../../src/api/crypto.ts';
import { endpoints, headers, type EndpointName } from '../../../src/api/endpoints.ts';
import { callOf, mapFields, mapQuery, type PlatformProfile } from '../../../src/api/profile.ts';
import { loadSchemas as loadSandboxSchemas } from '../../../sandbox/validate.ts';
import { queries, type QueryParam } from './queries.ts';

export type Verdict = 'conforms' | 'refused' | 'differs' | 'skipped';

export interface CallResult {
  call: EndpointName;
  method: string;
  path: string;
  status: number | null;
  verdict: Verdict;
  /** The platform's code of a refusal, or why the call was skipped. */
  code?: string;
  /** JSON path of the first difference from the schema (`$.value.sumBalance`), and what differs there. */
  where?: string;
  problem?: string;
  /** Property-based requests (read calls with query parameters): how many were sent and the first that did not conform. */
  property?: { runs: number; differs: number; first?: { query: Record<string, string>; where?: string; problem?: string } };
}

/** The schemas of schema/api in one ajv, by title: the sandbox's own loader, so both judge by the same files. */
export function loadSchemas(schemaDir: string): (title: string) => ValidateFunction {
  const schemaOf = loadSandboxSchemas(schemaDir);
  return (title) => schemaOf(title)!;
}

const envelopeShape = (e: unknown): e is { success: boolean; code: string; message?: unknown; value?: unknown } =>
  !!e && typeof e === 'object' && typeof (e as { success?: unknown }).success === 'boolean' && typeof (e as { code?: unknown }).code === 'string';

/** `$.value.games[3].name`, from ajv's instance path and the property it names (a missing or an unexpected one). */
export function jsonPath(base: string, error: ErrorObject): string {
  const steps = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${s}`))
    .join('');
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const named = params.missingProperty ?? params.additionalProperty;
  return `${base}${steps}${named ? `.${named}` : ''}`;
}

export interface Judged {
  verdict: Exclude<Verdict, 'skipped'>;
  code?: string;
  where?: string;
  problem?: string;
}

/** Whether an answer is what the contract says: a success whose value (in contract names) fits its schema, or a well-formed refusal. */
export function judge(
  name: EndpointName,
  status: number,
  text: string,
  schemaOf: (title: string) => ValidateFunction,
  profile: PlatformProfile | null,
): Judged {
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return {
      verdict: 'differs',
      where: '$',
      problem: status === 404 || status === 405 ? `HTTP ${status}: the platform does not answer this call here` : `not JSON (HTTP ${status})`,
    };
  }
  if (!envelopeShape(envelope)) return { verdict: 'differs', where: '$', problem: 'not the envelope {success, code, message, value}' };
  if (!envelope.success) {
    if (status === 404 || status === 405)
      return { verdict: 'differs', code: envelope.code, where: '$', problem: `HTTP ${status}: the platform does not answer this call here` };
    if (status >= 500) return { verdict: 'differs', code: envelope.code, where: '$', problem: `HTTP ${status} ${envelope.code}: the platform failed` };
    if (envelope.code === '0') return { verdict: 'differs', code: envelope.code, where: '$.code', problem: 'a refusal with the success code "0"' };
    return { verdict: 'refused', code: envelope.code };
  }
  if (envelope.code !== '0') return { verdict: 'differs', where: '$.code', problem: `success with code "${envelope.code}" (expected "0")` };
  const validate = schemaOf(endpoints[name].value);
  const value = mapFields(name, envelope.value ?? null, 'toContract', profile);
  if (validate(value)) return { verdict: 'conforms' };
  const error = validate.errors![0]!;
  return { verdict: 'differs', where: jsonPath('$.value', error), problem: error.message ?? 'differs' };
}

export interface Caller {
  /** One call as the portal makes it; the raw status and text. */
  send(
    name: EndpointName,
    options?: { query?: Record<string, string>; body?: unknown; token?: string | null; idempotencyKey?: string },
  ): Promise<{ status: number; text: string }>;
}

export function createCaller(baseUrl: string, merchant: string, language: string, profile: PlatformProfile | null): Caller {
  const base = baseUrl.replace(/\/?$/, '/');
  const h = () => ({ [headers.merchant]: merchant, [headers.language]: language });
  let sealer: Sealer | null = null;
  const sealerOf = () => (sealer ??= createSealer(ky.create({ prefixUrl: base, retry: 0 }), h, callOf('publicKey', profile).path));
  return {
    async send(name, { query = {}, body, token, idempotencyKey } = {}) {
      const def = callOf(name, profile);
      const url = new URL(def.path.replace(/^\//, ''), base);
      for (const [k, v] of Object.entries(mapQuery(name, query, 'toPlatform', profile))) url.searchParams.set(k, v);
      const plain = mapFields(name, body, 'toPlatform', profile);
      const payload = def.encrypted ? await sealerOf().seal(plain ?? {}) : plain;
      const sent: Record<string, string> = { ...h() };
      if (token && def.token !== 'none') sent[headers.token] = `Bearer ${token}`;
      if (idempotencyKey) sent[headers.idempotencyKey] = idempotencyKey;
      if (payload !== undefined) sent['content-type'] = 'application/json';
      const res = await fetch(url, { method: def.method, headers: sent, body: payload === undefined ? undefined : JSON.stringify(payload) });
      return { status: res.status, text: await res.text() };
    },
  };
}

/** fast-check arbitrary of one query parameter, from its schema (and its example, so valid values come up too). */
function arbitraryOf(p: QueryParam): fc.Arbitrary<string> {
  const s = p.schema;
  const drawn =
    s.type === 'integer'
      ? fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 1_000_000 }).map(String)
      : s.enum
        ? fc.constantFrom(...s.enum)
        : fc.string({ maxLength: s.maxLength ?? 32 });
  return p.example === undefined ? drawn : fc.oneof(drawn, fc.constant(String(p.example)));
}

/** `runs` queries of a read call drawn from its query schemas (required parameters always present), reproducible by `seed`. */
export function propertyQueries(name: EndpointName, runs: number, seed: number): Record<string, string>[] {
  const params = Object.entries(queries[name] ?? {});
  if (!params.length || runs <= 0) return [];
  const record = fc.record(Object.fromEntries(params.map(([k, p]) => [k, arbitraryOf(p)])), {
    requiredKeys: params.filter(([, p]) => p.required).map(([k]) => k),
  });
  return fc.sample(record, { numRuns: runs, seed }) as Record<string, string>[];
}

/** The read calls: GETs (a conformance run sends them to any platform; they change nothing there). */
export const readCalls = (): EndpointName[] => (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].method === 'GET');

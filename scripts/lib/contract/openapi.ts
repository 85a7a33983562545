/**
 * The contract as an OpenAPI 3.1 document, made from the one call table (src/api/endpoints.ts), the schemas
 * (schema/api/*.json), the query parameters (queries.ts) and the error catalogue (src/api/errors.ts). Pure: the
 * caller reads the schemas and writes the result (scripts/contract.ts).
 */
import { endpoints, headers, type EndpointDef, type EndpointName } from '../../../src/api/endpoints.ts';
import { knownErrorCodes } from '../../../src/api/errors.ts';
import { callOf, type PlatformProfile } from '../../../src/api/profile.ts';
import { queries } from './queries.ts';

type Json = Record<string, unknown>;
export interface ApiSchema extends Json {
  title: string;
}

const ref = (title: string) => ({ $ref: `#/components/schemas/${title}` });

/** A schema of schema/api as a component: no draft-07 `$schema`/`$id`, and its file references made component references. */
export function asComponent(schema: ApiSchema): Json {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [k, v] of Object.entries(node as Json)) {
      if (k === '$schema' || k === '$id') continue;
      if (k === '$ref' && typeof v === 'string') out[k] = v === '#' ? ref(schema.title).$ref : ref(v.replace(/\.json$/, '').replace(/^.*\//, '')).$ref;
      else out[k] = walk(v);
    }
    return out;
  };
  return walk(schema) as Json;
}

const SEALING = [
  'The body is sealed for the platform: `{"sealed": {"key", "iv", "data"}}` (base64). A fresh AES-256-GCM key encrypts',
  'the plaintext `{"nonce", "ts", "merchant", "body"}` (`data` = ciphertext followed by the 16-byte tag, `iv` 12 bytes);',
  'the AES key is wrapped with RSA-OAEP (SHA-256) under the public key of `publicKey` (SPKI DER, base64) and sent as `key`.',
  '`body` is the request schema below; `nonce` is 16-64 random characters never used before, `ts` the sealing time (epoch ms)',
  'and `merchant` the Merchant header. Refuse plaintext (HTTP 400 PLAINTEXT_REFUSED), a body that does not open (HTTP 400',
  'DECRYPT_FAILED: the portal refetches the key once and resends) and a replayed, stale or other-merchant body (HTTP 400',
  'REPLAY_REFUSED). src/api/crypto.ts is the portal side.',
].join(' ');

const transportRefusals: [status: string, description: string, codes: string[]][] = [
  [
    '400',
    'The request cannot be served: unknown merchant, a body or query that breaks its schema, a sealed body that does not open.',
    [
      'UNKNOWN_MERCHANT',
      'INVALID_REQUEST',
      'PLAINTEXT_REFUSED',
      'DECRYPT_FAILED',
      'REPLAY_REFUSED',
      'INVALID_AMOUNT',
      'IDEMPOTENCY_KEY_REQUIRED',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  ],
  ['401', 'No session, or the token is unknown or ended.', ['NOT_LOGGED_IN']],
  ['403', "The merchant's system status is 2: access from this IP address or location is restricted.", ['RESTRICTED']],
  ['429', 'Too many requests.', ['TOO_MANY_REQUESTS']],
  ['503', "The merchant's system status is 1: maintenance.", ['MAINTENANCE']],
];

/** The reference's menu group of a path: its area (`/wps/member/…` → member, `/wps/v2/deposit/…` → deposit, `/lgw/…` → games). */
function tagOf(path: string): string {
  const [, prefix, first, second] = path.split('/');
  if (prefix === 'lgw') return 'games';
  return (first === 'v2' ? second : first) ?? 'other';
}

function headerParams(def: EndpointDef): Json[] {
  const params: Json[] = [{ $ref: '#/components/parameters/Merchant' }, { $ref: '#/components/parameters/Language' }];
  if (def.idempotent) params.push({ $ref: '#/components/parameters/IdempotencyKey' });
  return params;
}

function queryParams(name: EndpointName): Json[] {
  return Object.entries(queries[name] ?? {}).map(([param, p]) => ({
    name: param,
    in: 'query',
    required: p.required ?? false,
    schema: p.schema,
    ...(p.example === undefined ? {} : { example: p.example }),
    ...(p.description ? { description: p.description } : {}),
  }));
}

function operation(name: EndpointName, def: EndpointDef): Json {
  const notes = [
    def.token === 'required' ? 'Needs the session token.' : def.token === 'optional' ? 'Sends the session token when there is one; answers visitors too.' : '',
    def.encrypted ? 'Sealed (encrypted) body: see `x-sealed`.' : '',
    def.idempotent ? 'Money or state change: send an Idempotency-Key; the same key is applied once and its first success answered again.' : '',
  ].filter(Boolean);
  const plainBody = def.body ? ref(def.body) : undefined;
  const body = def.encrypted ? ref('SealedBody') : plainBody;
  const refusals = transportRefusals.filter(([status]) => status !== '401' || def.token === 'required');
  return {
    operationId: name,
    summary: name,
    ...(notes.length ? { description: notes.join(' ') } : {}),
    tags: [tagOf(def.path)],
    parameters: [...headerParams(def), ...queryParams(name)],
    ...(def.token === 'none' ? { security: [] } : def.token === 'optional' ? { security: [{}, { token: [] }] } : { security: [{ token: [] }] }),
    ...(body ? { requestBody: { required: !def.encrypted || !!def.body, content: { 'application/json': { schema: body } } } } : {}),
    ...(def.encrypted ? { 'x-sealed': { scheme: 'RSA-OAEP-256 + A256GCM', plaintext: plainBody ?? { type: 'object' }, description: SEALING } } : {}),
    'x-token': def.token,
    'x-idempotent': def.idempotent,
    responses: {
      '200': {
        description: `The envelope: \`value\` is ${def.value} on success; a business refusal is \`success: false\` with a code of the catalogue (components.schemas.ErrorCode).`,
        content: { 'application/json': { schema: { oneOf: [{ allOf: [ref('Success'), { properties: { value: ref(def.value) } }] }, ref('Refusal')] } } },
      },
      ...Object.fromEntries(refusals.map(([status]) => [status, { $ref: `#/components/responses/R${status}` }])),
    },
  };
}

export interface OpenApiInput {
  schemas: ApiSchema[];
  version: string;
  /** Paths and methods of this platform instead of the contract's (field renames are listed, not applied to schemas). */
  profile?: PlatformProfile | null;
}

export function openApiDocument({ schemas, version, profile }: OpenApiInput): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const def = callOf(name, profile);
    const op = operation(name, def);
    const fields = profile?.calls?.[name]?.fields;
    if (fields) op['x-field-names'] = fields;
    (paths[def.path] ??= {})[def.method.toLowerCase()] = op;
  }
  const codes = knownErrorCodes();
  return {
    openapi: '3.1.0',
    info: {
      title: 'White-label portal ↔ operator platform',
      version,
      summary: 'Every call the portal makes to the operator platform.',
      description: [
        'The portal speaks to the operator platform through these calls. Every answer is the envelope',
        '`{"success", "code", "message", "value"}`: `code` is "0" on success; business refusals are HTTP 200 with',
        '`success: false`, transport refusals carry their HTTP status. The portal shows each code as the message of',
        'the spec §8 catalogue named in components.schemas.ErrorCode. Sealed calls (`x-sealed`) carry an encrypted body.',
        profile && Object.keys(profile.calls ?? {}).length
          ? `\n\nPaths and methods as platform profile "${profile.id}" (${profile.name}) maps them; \`x-field-names\` lists the fields it names differently (contract name → platform name).`
          : '',
        '\n\nConnecting a platform: docs/CONNECTING-A-PLATFORM.md. Generated by `npm run contract`; do not edit.',
      ].join(' '),
    },
    servers: [{ url: '/', description: "The brand's api.baseUrl (same origin by default)" }],
    security: [],
    paths,
    components: {
      securitySchemes: {
        token: { type: 'http', scheme: 'bearer', description: `The session token of login, register or free play, in the ${headers.token} header.` },
      },
      parameters: {
        Merchant: {
          name: headers.merchant,
          in: 'header',
          required: true,
          schema: { type: 'string' },
          description: "The brand's merchant code (brand.json merchantCode).",
        },
        Language: {
          name: headers.language,
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: "The player's language code (en, vi, th, …).",
        },
        IdempotencyKey: {
          name: headers.idempotencyKey,
          in: 'header',
          required: true,
          schema: { type: 'string', minLength: 8, maxLength: 128 },
          description: 'One key per intent: the platform applies a key once and answers its first success again.',
        },
      },
      responses: Object.fromEntries(
        transportRefusals.map(([status, description, list]) => [
          `R${status}`,
          { description: `${description} Codes: ${list.join(', ')}.`, content: { 'application/json': { schema: ref('Refusal') } } },
        ]),
      ),
      schemas: {
        Success: {
          type: 'object',
          required: ['success', 'code', 'message', 'value'],
          properties: { success: { const: true }, code: { const: '0' }, message: { type: 'string' }, value: {} },
        },
        Refusal: {
          type: 'object',
          required: ['success', 'code', 'message'],
          properties: {
            success: { const: false },
            code: ref('ErrorCode'),
            message: { type: 'string', description: "The platform's own sentence (shown only for codes the catalogue lacks)." },
            value: { description: 'Details, e.g. {"field": "username"} or {"captcha": true}.' },
          },
        },
        ErrorCode: {
          type: 'string',
          description:
            'The codes the portal knows, each shown as the §8 catalogue message named in x-message-keys; any other code shows the unknown-error message (or the platform message).',
          examples: Object.keys(codes),
          'x-message-keys': codes,
        },
        SealedBody: {
          type: 'object',
          required: ['sealed'],
          additionalProperties: false,
          description: SEALING,
          properties: {
            sealed: {
              type: 'object',
              required: ['key', 'iv', 'data'],
              properties: {
                key: { type: 'string', contentEncoding: 'base64' },
                iv: { type: 'string', contentEncoding: 'base64' },
                data: { type: 'string', contentEncoding: 'base64' },
              },
            },
          },
        },
        ...Object.fromEntries([...schemas].sort((a, b) => a.title.localeCompare(b.title)).map((s) => [s.title, asComponent(s)])),
      },
    },
  };
}

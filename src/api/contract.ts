import { endpoints, type EndpointName, type SchemaName } from './endpoints';
import type { SchemaTypes } from './types.generated';

/**
 * The schemas of each call, derived from the one call table (src/api/endpoints.ts): which schema (by title,
 * schema/api/<title>.json) checks a call's request body and its answer's value. The sandbox validates its wire
 * traffic with it and the portal derives each call's types from it (`api.call('gameList')` resolves to
 * `ResponseOf<'gameList'>`), so client, sandbox and docs/openapi.json cannot drift. Browser builds drop the titles
 * (scripts/vite/call-table-schemas.ts): in the portal only the types read them, so `contract` is for Node (sandbox, scripts).
 */
export interface EndpointSchemas {
  body?: SchemaName;
  value: SchemaName;
}

type Table = typeof endpoints;

export const contract = Object.fromEntries(
  Object.entries(endpoints).map(([name, def]) => [name, def.body ? { body: def.body, value: def.value } : { value: def.value }]),
) as { readonly [N in EndpointName]: EndpointSchemas };

/** The response value's type of an endpoint, derived from its schema. */
export type ResponseOf<N extends EndpointName> = SchemaTypes[Table[N]['value']];

/** The request body's type of an endpoint (never when it takes none). */
export type RequestOf<N extends EndpointName> = Table[N] extends { body: infer B extends SchemaName } ? SchemaTypes[B] : never;

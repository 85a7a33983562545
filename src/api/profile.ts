import { endpoints, type EndpointDef, type EndpointName, type HttpMethod } from './endpoints.ts';
import type { CallMapping, PlatformProfile } from './platform-profile.generated';

/**
 * A platform profile (schema/platform.schema.json, platforms/<id>.json) says where an operator's platform differs
 * from the contract: another path or method for a call, another name for a field. The portal's client applies it
 * on the way out and undoes it on the way in, so features and schemas only ever see contract names; the sandbox
 * (--profile) and the conformance run (npm run contract:test) apply the same functions from the platform's side.
 *
 * Field paths are contract names: `sumBalance`, `games[].gameName` (in each element of `games`), `a.b`. Only the
 * last step is renamed; the steps before it are looked up by their contract names, so a profile that renames both
 * a parent and a child works in either direction (children first on the way out, parents first on the way in).
 */
export type { CallMapping, PlatformProfile };

/** The id of the profile every brand uses unless it names another: the sandbox as it is (platforms/sandbox.json). */
export const DEFAULT_PROFILE_ID = 'sandbox';

/** The id of the inline JSON element a built page carries its brand's profile in (only when it maps anything). */
export const PLATFORM_PROFILE_ELEMENT_ID = 'platform-profile';

/** Where this platform answers a call: the profile's path and method, else the contract's. */
export function callOf(name: EndpointName, profile?: PlatformProfile | null): EndpointDef & { method: HttpMethod } {
  const def = endpoints[name];
  const mapped = profile?.calls?.[name];
  if (!mapped?.path && !mapped?.method) return def;
  return { ...def, path: mapped.path ?? def.path, method: mapped.method ?? def.method };
}

export type Direction = 'toPlatform' | 'toContract';

/** `data` with this call's mapped fields renamed (a copy where anything changes; the input is never modified). */
export function mapFields(name: EndpointName, data: unknown, direction: Direction, profile?: PlatformProfile | null): unknown {
  const fields = profile?.calls?.[name]?.fields;
  if (!fields || data === null || typeof data !== 'object') return data;
  const entries = Object.entries(fields).map(([path, platformName]) => ({ steps: path.split('.'), platformName }));
  // Deepest first on the way out (parents still have contract names), shallowest first on the way back.
  entries.sort((a, b) => (direction === 'toPlatform' ? b.steps.length - a.steps.length : a.steps.length - b.steps.length));
  let out: unknown = structuredClone(data);
  for (const { steps, platformName } of entries) out = renameAt(out, steps, direction, platformName);
  return out;
}

/** A request's query with mapped top-level fields renamed for the platform (or back, on the platform's side). */
export function mapQuery<V>(name: EndpointName, query: Record<string, V>, direction: Direction, profile?: PlatformProfile | null): Record<string, V> {
  const fields = profile?.calls?.[name]?.fields;
  if (!fields) return query;
  const topLevel = Object.entries(fields).filter(([path]) => /^[A-Za-z0-9_]+$/.test(path));
  if (!topLevel.length) return query;
  const out = { ...query };
  for (const [contractName, platformName] of topLevel) {
    const [from, to] = direction === 'toPlatform' ? [contractName, platformName] : [platformName, contractName];
    if (from in out) {
      out[to] = out[from]!;
      delete out[from];
    }
  }
  return out;
}

function renameAt(node: unknown, steps: string[], direction: Direction, platformName: string): unknown {
  if (node === null || typeof node !== 'object') return node;
  const [step, ...rest] = steps;
  const each = step!.endsWith('[]');
  const key = each ? step!.slice(0, -2) : step!;
  const obj = node as Record<string, unknown>;
  if (!rest.length && !each) {
    const [from, to] = direction === 'toPlatform' ? [key, platformName] : [platformName, key];
    if (from in obj && from !== to) {
      obj[to] = obj[from];
      delete obj[from];
    }
    return obj;
  }
  const child = obj[key];
  if (each) {
    if (!Array.isArray(child)) return obj;
    if (!rest.length) return obj; // `list[]` alone names no field to rename
    obj[key] = child.map((item) => renameAt(item, rest, direction, platformName));
  } else obj[key] = renameAt(child, rest, direction, platformName);
  return obj;
}

/** The profile a built page carries (scripts/lib/contract/profiles.ts stamps it), or null: the contract as it is. */
export function readPlatformProfile(doc: Document = document): PlatformProfile | null {
  const text = doc.getElementById(PLATFORM_PROFILE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PlatformProfile;
  } catch {
    return null;
  }
}

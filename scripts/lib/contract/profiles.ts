/**
 * Platform profiles on disk (platforms/<id>.json, schema/platform.schema.json): loading and checking them, and the
 * inline JSON a built page carries its brand's profile in (src/api/profile.ts reads it at boot).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { endpoints } from '../../../src/api/endpoints.ts';
import { DEFAULT_PROFILE_ID, PLATFORM_PROFILE_ELEMENT_ID, type PlatformProfile } from '../../../src/api/profile.ts';
import { jsonForScript } from '../brand/stamp.ts';

export const root = join(import.meta.dirname, '../../..');
export const platformsDir = join(root, 'platforms');
const schema = JSON.parse(readFileSync(join(root, 'schema/platform.schema.json'), 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

/** What is wrong with a profile (empty when nothing is): schema errors, then calls and clashes the schema cannot see. */
export function profileProblems(profile: unknown, fileId?: string): string[] {
  if (!validate(profile)) return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}`);
  const p = profile as PlatformProfile;
  const problems: string[] = [];
  if (fileId && p.id !== fileId) problems.push(`/id is "${p.id}" but the file is platforms/${fileId}.json`);
  const routes = new Map<string, string>();
  for (const name of Object.keys(endpoints)) {
    const def = endpoints[name as keyof typeof endpoints];
    const mapped = p.calls?.[name];
    const at = `${mapped?.method ?? def.method} ${mapped?.path ?? def.path}`;
    const other = routes.get(at);
    if (other) problems.push(`/calls: ${name} and ${other} both answer ${at}`);
    routes.set(at, name);
  }
  for (const name of Object.keys(p.calls ?? {})) if (!(name in endpoints)) problems.push(`/calls/${name}: no such call (see docs/openapi.json)`);
  return problems;
}

/** platforms/<id>.json, checked; throws with every problem when it is missing or wrong. */
export function loadProfile(id: string = DEFAULT_PROFILE_ID, dir: string = platformsDir): PlatformProfile {
  const path = join(dir, `${id}.json`);
  if (!existsSync(path)) throw new Error(`no platform profile "${id}": expected ${path} (profiles: ${profileIds(dir).join(', ')})`);
  const profile = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  const problems = profileProblems(profile, id);
  if (problems.length) throw new Error(`platforms/${id}.json:\n  ${problems.join('\n  ')}`);
  return profile as PlatformProfile;
}

export function profileIds(dir: string = platformsDir): string[] {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
        .sort()
    : [];
}

/** Whether a profile changes anything: the default one (the contract as it is) needs no element in the page. */
export const mapsAnything = (profile: PlatformProfile): boolean => Object.keys(profile.calls ?? {}).length > 0;

/**
 * A built page with its brand's profile inline, right after the brand config (src/api/profile.ts reads it).
 * Only what the client needs travels: the calls; the page of a brand on the sandbox's profile is unchanged.
 */
export function withProfileElement(html: string, profile: PlatformProfile): string {
  if (!mapsAnything(profile)) return html;
  const element = `<script id="${PLATFORM_PROFILE_ELEMENT_ID}" type="application/json">${jsonForScript({ id: profile.id, name: profile.name, calls: profile.calls })}</script>`;
  const at = html.indexOf('<script id="brand-config"');
  if (at < 0) throw new Error('withProfileElement: the page carries no brand config to put the profile beside');
  return `${html.slice(0, at)}${element}\n    ${html.slice(at)}`;
}

/**
 * ajv's errors, said as an operator would want to hear them: what is wrong,
 * with the value they wrote, and what to write instead. Anything this table
 * does not know falls back to ajv's own wording with the path, so no error is
 * ever dropped.
 */
import type { ErrorObject } from 'ajv';
import { formatPath, pointerToPath, type JsonPath } from './json-source.ts';
import { schemaAt } from './schema.ts';

export interface SchemaFinding {
  path: JsonPath;
  /** Point the editor at the key (unknown key) or at the value (wrong value). */
  at: 'key' | 'value';
  message: string;
}

const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v));
const list = (xs: readonly string[]): string => xs.join(', ');

/** What the keys of each open-ended object are called, for "x is not a known …". */
const keyNouns: Record<string, string> = {
  features: 'switch',
  bannerGroups: 'route group',
  social: 'social network',
};

/** Per schema pattern: how to say "this value has the wrong shape". */
function patternSentence(schemaPath: string, where: string, value: unknown, pattern: string): string {
  const v = show(value);
  if (schemaPath.startsWith('#/definitions/colour/')) return `${value} is not a #rrggbb colour: write six hex digits after #, e.g. #1e3a8a`;
  if (schemaPath.startsWith('#/definitions/assetPath/'))
    return `${where} is ${v}: an asset must be a file inside the brand folder (no leading /, no ..) ending in .svg, .png, .jpg, .jpeg, .webp or .ico`;
  if (schemaPath.startsWith('#/definitions/httpsUrl/')) return `${where} is ${v}: social links must start with https://`;
  if (schemaPath.startsWith('#/definitions/bannerGroupName/')) return `${where} is ${v}: a banner group name is 1 to 40 letters, digits, _ or -`;
  switch (schemaPath) {
    case '#/properties/id/pattern':
      return `id ${v} is not a valid brand id: use lowercase letters, digits and single dashes (e.g. lotus-vn), and name the folder the same`;
    case '#/properties/merchantCode/pattern':
      return `merchantCode ${v} must be 2 to 32 letters, digits or underscores (the platform's merchant code)`;
    case '#/properties/domains/items/pattern':
      return `${where} is ${v}: write a bare lowercase host name such as brand.example.com (no scheme, no port, no path)`;
    case '#/properties/mirrors/items/pattern':
      return `${where} is ${v}: write a bare lowercase host name such as line2.example.com, or *.example.com for every host under it (no scheme, no port, no path)`;
    case '#/properties/api/properties/baseUrl/pattern':
      return `api.baseUrl is ${v}: use "/" for the same origin or an http:// or https:// URL`;
    case '#/properties/currency/properties/code/pattern':
      return `currency.code is ${v}: use a three-letter ISO 4217 code in capitals, e.g. VND, THB, USD`;
    case '#/properties/theme/properties/fontFamily/pattern':
      return `theme.fontFamily is ${v}: a CSS font-family list may not contain < > { } ; or \\`;
  }
  return `${where} is ${v}, which does not match the pattern ${pattern}`;
}

function objectKeys(path: JsonPath): string[] {
  return Object.keys(schemaAt(path)?.properties ?? {}).filter((k) => k !== '$schema');
}

export function describeSchemaError(err: ErrorObject): SchemaFinding {
  const path = pointerToPath(err.instancePath);
  const where = formatPath(path);
  const value = err.data;
  switch (err.keyword) {
    case 'required': {
      const missing = (err.params as { missingProperty: string }).missingProperty;
      const full = [...path, missing];
      const node = schemaAt(full);
      if (path.join('.') === 'theme.palette')
        return {
          path: full,
          at: 'value',
          message: `theme.palette.${missing} is missing: add a ${missing} palette with the eleven colours ${list(objectKeys(full))}`,
        };
      if (node?.type === 'string' && path.length >= 3 && path[0] === 'theme' && path[1] === 'palette')
        return { path: full, at: 'value', message: `${formatPath(full)} is missing: every palette needs ${missing} as a #rrggbb colour` };
      const why = node?.description ? ` (${node.description[0].toLowerCase()}${node.description.slice(1).replace(/\.$/, '')})` : '';
      return { path: full, at: 'value', message: `${formatPath(full)} is missing: add it${why}` };
    }
    case 'additionalProperties': {
      const extra = (err.params as { additionalProperty: string }).additionalProperty;
      const full = [...path, extra];
      const parent = typeof path[path.length - 1] === 'string' ? (path[path.length - 1] as string) : '';
      const noun = keyNouns[parent] ?? 'key';
      const known = objectKeys(path);
      const scope = path.length ? '' : ' of a brand manifest';
      return {
        path: full,
        at: 'key',
        message: `${formatPath(full)} is not a known ${noun}${scope}; known ${noun === 'switch' ? 'switches' : noun + 's'} are ${list(known)}`,
      };
    }
    case 'type': {
      const want = (err.params as { type: string }).type;
      const wanted = want === 'boolean' ? 'true or false' : want === 'integer' ? 'a whole number' : `a ${want}`;
      const got = Array.isArray(value)
        ? 'an array'
        : value === null
          ? 'null'
          : typeof value === 'string'
            ? `the string ${show(value)}`
            : `${typeof value} ${show(value)}`;
      return {
        path,
        at: 'value',
        message: `${where} must be ${wanted}, not ${got}${want === 'boolean' && typeof value === 'string' ? ' (drop the quotes)' : ''}`,
      };
    }
    case 'enum': {
      const allowed = (err.params as { allowedValues: string[] }).allowedValues;
      if (err.schemaPath.startsWith('#/definitions/languageCode/'))
        return { path, at: 'value', message: `${show(value)} is not a language code: use one of ${list(allowed)}` };
      return {
        path,
        at: 'value',
        message: `${where} is ${show(value)} but must be ${allowed.length === 2 ? allowed.join(' or ') : 'one of ' + list(allowed)}`,
      };
    }
    case 'pattern':
      return { path, at: 'value', message: patternSentence(err.schemaPath, where, value, (err.params as { pattern: string }).pattern) };
    case 'minItems': {
      if (where === 'languages.enabled') return { path, at: 'value', message: 'languages.enabled is empty: enable at least one language, e.g. ["EN"]' };
      return { path, at: 'value', message: `${where} is empty: list at least ${(err.params as { limit: number }).limit}` };
    }
    case 'uniqueItems': {
      const { i } = err.params as { i: number; j: number };
      const dup = Array.isArray(value) ? value[i] : undefined;
      return { path: [...path, i], at: 'value', message: `${where} lists ${show(dup)} twice: remove the duplicate` };
    }
    case 'minLength':
      return { path, at: 'value', message: `${where} is empty: write a value` };
    case 'maxLength':
      return { path, at: 'value', message: `${where} is too long: at most ${(err.params as { limit: number }).limit} characters` };
    case 'minimum':
    case 'maximum': {
      const node = schemaAt(path) as { minimum?: number; maximum?: number } | undefined;
      return { path, at: 'value', message: `${where} is ${show(value)}: use a number from ${node?.minimum ?? '…'} to ${node?.maximum ?? '…'}` };
    }
  }
  return { path, at: 'value', message: `${where} ${err.message ?? 'is not valid'}` };
}

/**
 * `brand:new` as pure decisions: is the id acceptable, which placeholder
 * merchant code and domain are free, and the template's manifest text with
 * those four values edited in place (jsonc-parser edits, so the template's
 * layout and key order survive for the operator's diff).
 */
import { applyEdits, modify } from 'jsonc-parser';
import { brandSchema } from './schema.ts';

const idPattern = new RegExp((brandSchema.properties.id as { pattern: string }).pattern);

/** A sentence saying why `id` cannot be a new brand, or undefined when it can. */
export function idProblem(id: string | undefined, existing: readonly string[]): string | undefined {
  if (!id) return 'give the new brand an id: npm run brand:new -- <id>, e.g. npm run brand:new -- lotus-vn';
  if (!idPattern.test(id)) return `"${id}" is not a valid brand id: use lowercase letters, digits and single dashes, e.g. lotus-vn`;
  if (existing.includes(id)) return `brands/${id} already exists: pick another id, or edit brands/${id}/brand.json`;
  return undefined;
}

/** LOTUS-VN → LOTUSVN, made unique against the codes in use with a number. */
export function placeholderMerchantCode(id: string, taken: readonly string[]): string {
  const stem =
    id
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 28) || 'BRAND';
  const used = new Set(taken.map((c) => c.toUpperCase()));
  if (!used.has(stem)) return stem;
  for (let n = 2; ; n++) if (!used.has(`${stem}${n}`)) return `${stem}${n}`;
}

export function placeholderDomain(id: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(`${id}.example.com`)) return `${id}.example.com`;
  for (let n = 2; ; n++) if (!used.has(`${id}-${n}.example.com`)) return `${id}-${n}.example.com`;
}

/** lotus-vn → "Lotus Vn": a readable placeholder the operator will replace. */
export const placeholderName = (id: string): string =>
  id
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

export function scaffoldManifest(templateText: string, values: { id: string; name: string; merchantCode: string; domain: string }): string {
  const fmt = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };
  let text = templateText;
  const set = (path: (string | number)[], value: unknown) => {
    text = applyEdits(text, modify(text, path, value, fmt));
  };
  set(['id'], values.id);
  set(['name'], values.name);
  set(['merchantCode'], values.merchantCode);
  set(['domains'], [values.domain]);
  return text;
}

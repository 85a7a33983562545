/**
 * Every check of a brands folder, as one pure function: schema (ajv), then what
 * a schema cannot say (folder = id, default language enabled, assets exist,
 * contrast) and what spans brands (unique merchant codes and domains). All
 * findings at once, each with file, JSON path, line, column and a sentence.
 * File access is injected so the same logic runs on fixtures in tests.
 */
import type { BrandConfig } from '../../../src/brand/brand-config.generated.ts';
import type { Palette } from '../../../src/theme/tokens.ts';
import { contrastSentence, paletteContrast, type Mode } from './contrast.ts';
import { formatPath, locate, parseJson, type JsonPath } from './json-source.ts';
import { describeSchemaError } from './messages.ts';
import { schemaErrors } from './schema.ts';
import { findSvgTexts, svgTextSentence } from './svg-text.ts';
import { isProfile, overrideProblems, type ProtectionOverrides } from '../../../src/brand/player-protection.ts';

export interface BrandSource {
  /** Folder name under brands/. */
  folder: string;
  /** Path as shown to the operator, e.g. brands/lotus-vn/brand.json. */
  file: string;
  text: string;
}

export interface Finding {
  file: string;
  /** JSON path, e.g. theme.palette.dark.onPrimary; "(the manifest)" for the whole file. */
  path: string;
  line: number;
  column: number;
  message: string;
}

export interface CheckedBrand {
  source: BrandSource;
  /** The manifest as written, when it parsed and passed the schema. */
  manifest?: BrandConfig;
}

export const TEMPLATE_FOLDER = '_template';
/** Folders starting with _ are not brands (the template, scratch copies): never built, not in cross-brand checks. */
export const isBrandFolder = (folder: string): boolean => !folder.startsWith('_') && !folder.startsWith('.');

export interface CheckOptions {
  /** Does `rel` exist as a file inside brands/<folder>/? */
  fileExists: (folder: string, rel: string) => boolean;
  /** The text of `rel` inside brands/<folder>/ (SVG assets are checked for text drawn in a device font). */
  readFile?: (folder: string, rel: string) => string;
  /** The platform profiles a brand may name in api.profile (platforms/<id>.json); not checked when absent. */
  platformProfiles?: readonly string[];
}

export function checkBrands(sources: BrandSource[], opts: CheckOptions): { findings: Finding[]; brands: CheckedBrand[] } {
  const findings: Finding[] = [];
  const brands: CheckedBrand[] = [];
  const seenCodes = new Map<string, string>();
  const seenHosts = new Map<string, string>();

  for (const source of [...sources].sort((a, b) => a.folder.localeCompare(b.folder))) {
    const parsed = parseJson(source.text);
    const add = (path: JsonPath, message: string, at: 'key' | 'value' = 'value') => {
      const { line, column } = locate(parsed, path, at);
      findings.push({ file: source.file, path: formatPath(path), line, column, message });
    };
    if (parsed.syntaxErrors.length) {
      for (const e of parsed.syntaxErrors) findings.push({ file: source.file, path: '(the manifest)', ...e.position, message: e.message });
      brands.push({ source });
      continue;
    }
    if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
      add([], 'a brand manifest must be a JSON object { … }');
      brands.push({ source });
      continue;
    }
    const raw = parsed.value as Record<string, unknown>;
    const errors = schemaErrors(raw);
    for (const e of errors) {
      const f = describeSchemaError(e);
      add(f.path, f.message, f.at);
    }
    const invalid = new Set(errors.map((e) => e.instancePath));
    const isValidAt = (pointer: string) => ![...invalid].some((p) => p === pointer || p.startsWith(pointer + '/'));
    const brand = source.folder !== TEMPLATE_FOLDER && isBrandFolder(source.folder);

    if (brand && typeof raw.id === 'string' && raw.id !== source.folder)
      add(['id'], `id is "${raw.id}" but the folder is "${source.folder}": they must match, so rename the folder or set id to "${source.folder}"`);

    languageChecks(raw, isValidAt, add);
    assetChecks(raw, source, opts, isValidAt, add, findings);
    paletteChecks(raw, isValidAt, add);
    protectionChecks(raw, isValidAt, add);
    profileCheck(raw, opts, isValidAt, add);

    if (brand)
      for (const claim of UNIQUE_CLAIMS) {
        const value = raw[claim.field];
        const seen = claim.among === 'codes' ? seenCodes : seenHosts;
        const sentence = (owner: string, v: string) => claim.sentence(owner, v, owner === source.folder);
        if (!claim.list) crossCheck(value, [claim.field], seen, source, sentence, add);
        else if (Array.isArray(value)) value.forEach((v, i) => crossCheck(v, [claim.field, i], seen, source, sentence, add));
      }
    brands.push({ source, manifest: errors.length === 0 ? (raw as unknown as BrandConfig) : undefined });
  }
  findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { findings, brands };
}

type Add = (path: JsonPath, message: string, at?: 'key' | 'value') => void;

function profileCheck(raw: Record<string, unknown>, opts: CheckOptions, isValidAt: (p: string) => boolean, add: Add): void {
  const profile = (raw.api as { profile?: unknown } | undefined)?.profile;
  if (typeof profile !== 'string' || !opts.platformProfiles || !isValidAt('/api/profile') || opts.platformProfiles.includes(profile)) return;
  add(
    ['api', 'profile'],
    `api.profile is "${profile}" but platforms/ has no ${profile}.json: name one of ${opts.platformProfiles.join(', ')} or add the profile (docs/CONNECTING-A-PLATFORM.md)`,
  );
}

function languageChecks(raw: Record<string, unknown>, isValidAt: (p: string) => boolean, add: Add): void {
  const langs = raw.languages as { enabled?: unknown; default?: unknown } | undefined;
  if (!langs || !Array.isArray(langs.enabled) || langs.enabled.length === 0 || !isValidAt('/languages')) return;
  const given = langs.default !== undefined;
  const def = given ? langs.default : 'EN';
  if (langs.enabled.includes(def)) return;
  const enabled = `[${langs.enabled.join(', ')}]`;
  const sentence = given
    ? `languages.default is ${def} but enabled is ${enabled}: add ${def} to enabled or pick one of them`
    : `languages.default is absent, so it is EN, but enabled is ${enabled}: add EN to enabled or set default to one of them`;
  add(given ? ['languages', 'default'] : ['languages'], sentence);
}

function assetChecks(
  raw: Record<string, unknown>,
  source: BrandSource,
  opts: CheckOptions,
  isValidAt: (p: string) => boolean,
  add: Add,
  findings: Finding[],
): void {
  const assets = raw.assets as Record<string, unknown> | undefined;
  if (!assets || typeof assets !== 'object') return;
  for (const key of ['logo', 'favicon']) {
    const rel = assets[key];
    if (typeof rel !== 'string' || !isValidAt(`/assets/${key}`)) continue;
    if (!opts.fileExists(source.folder, rel)) {
      add(['assets', key], `assets.${key} is "${rel}" but brands/${source.folder}/${rel} does not exist: add the file or fix the path`);
      continue;
    }
    if (rel.toLowerCase().endsWith('.svg') && opts.readFile)
      svgTextChecks(source.file.replace(/brand\.json$/, rel), `assets.${key}`, opts.readFile(source.folder, rel), findings);
  }
}

/** A `<text>` the build cannot outline is refused where it stands in the SVG (file:line:column of the element). */
function svgTextChecks(file: string, asset: string, svg: string, findings: Finding[]): void {
  for (const t of findSvgTexts(svg).filter((t) => t.problem))
    findings.push({ file, path: asset, line: t.line, column: t.column, message: svgTextSentence(asset, t) });
}

function paletteChecks(raw: Record<string, unknown>, isValidAt: (p: string) => boolean, add: Add): void {
  const palettes = (raw.theme as { palette?: Record<string, unknown> } | undefined)?.palette;
  if (!palettes || typeof palettes !== 'object') return;
  for (const mode of ['light', 'dark'] as Mode[]) {
    const p = palettes[mode];
    // Contrast is only meaningful once all eleven colours are valid #rrggbb.
    if (!p || typeof p !== 'object' || !isValidAt(`/theme/palette/${mode}`)) continue;
    for (const r of paletteContrast(p as Palette)) {
      if (!r.pass) add(['theme', 'palette', mode, r.fg], contrastSentence(mode, p as Palette, r));
    }
  }
}

/** An override may make a jurisdiction's protection stricter, never weaker than its legal minimum (src/brand/player-protection.ts). */
function protectionChecks(raw: Record<string, unknown>, isValidAt: (p: string) => boolean, add: Add): void {
  const pp = raw.playerProtection as { profile?: unknown; overrides?: ProtectionOverrides } | undefined;
  if (!pp || !isProfile(pp.profile) || !pp.overrides || !isValidAt('/playerProtection')) return;
  for (const p of overrideProblems(pp.profile, pp.overrides)) add(['playerProtection', 'overrides', p.key], p.message);
}

/** What no two brands may share (compared without case): the merchant code, and every host name, as a domain or a mirror. */
const UNIQUE_CLAIMS: readonly {
  field: 'merchantCode' | 'domains' | 'mirrors';
  list: boolean;
  among: 'codes' | 'hosts';
  sentence: (owner: string, value: string, ownBrand: boolean) => string;
}[] = [
  {
    field: 'merchantCode',
    list: false,
    among: 'codes',
    sentence: (owner, code) => `merchantCode ${code} is already used by brands/${owner}: every brand needs its own merchant code`,
  },
  {
    field: 'domains',
    list: true,
    among: 'hosts',
    sentence: (owner, domain) => `domain ${domain} is already served by brands/${owner}: a host name can belong to one brand only`,
  },
  // A mirror is a host of this brand too: no other brand may serve or mirror it, and its own domains are lines already.
  {
    field: 'mirrors',
    list: true,
    among: 'hosts',
    sentence: (owner, host, ownBrand) =>
      ownBrand
        ? `mirror ${host} is already one of this brand's domains (a domain is a line already): list it once`
        : `mirror ${host} is already a domain or mirror of brands/${owner}: a host name can belong to one brand only`,
  },
];

/** Claims `value` for this brand in `seen`, or names the brand that claimed it first. */
function crossCheck(
  value: unknown,
  path: JsonPath,
  seen: Map<string, string>,
  source: BrandSource,
  sentence: (owner: string, value: string) => string,
  add: Add,
): void {
  if (typeof value !== 'string') return;
  const key = value.toLowerCase();
  const owner = seen.get(key);
  if (owner) add(path, sentence(owner, value));
  else seen.set(key, source.folder);
}

/** `file:line:column  message`, the shape editors and terminals turn into a link. The path is added when the sentence does not name it. */
export function formatFinding(f: Finding): string {
  const where = f.message.includes(f.path) || f.path.startsWith('(the ') ? '' : `  (at ${f.path})`;
  return `${f.file}:${f.line}:${f.column}  ${f.message}${where}`;
}

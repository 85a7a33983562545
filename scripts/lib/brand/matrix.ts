/**
 * The brand matrix for QA: every brand side by side, as one row model that
 * the Markdown, JSON and HTML outputs all render. Pure: brands in, model out.
 */
import type { ResolvedBrandConfig } from '../../../src/brand/brand-config.ts';
import type { Palette } from '../../../src/theme/tokens.ts';
import { floor2, paletteContrast, type Mode, type PairResult } from './contrast.ts';
import { diffManifests, showValue, type Change } from './diff.ts';
import { brandSchema } from './schema.ts';
import { DEFAULT_TYPE_SCALE, resolveLayout } from '../../../src/theme/variants.ts';
import { resolveProtection } from '../../../src/brand/player-protection.ts';

export type CellKind = 'text' | 'colour' | 'contrast';

export interface Cell {
  text: string;
  /** For colour cells, the #rrggbb; for contrast cells, the fg and bg colours. */
  colour?: string;
  fg?: string;
  pass?: boolean;
}

export interface MatrixRow {
  section: string;
  label: string;
  kind: CellKind;
  cells: Cell[];
  /** True when not every brand has the same value: QA's eye goes there first. */
  differs: boolean;
}

export interface BrandMatrix {
  brands: { id: string; name: string; merchantCode: string }[];
  rows: MatrixRow[];
  contrast: Record<string, Record<Mode, (PairResult & { fgColour: string; bgColour: string })[]>>;
  fromTemplate: Record<string, Change[]>;
}

const keysOf = (def: string) => Object.keys((brandSchema.properties[def] as { properties: Record<string, unknown> }).properties);
export const featureKeys = keysOf('features');
export const routeGroups = keysOf('bannerGroups');
export const socialKeys = keysOf('social');
export const paletteKeys = Object.keys(brandSchema.definitions.palette.properties ?? {}) as (keyof Palette)[];

/** Keys that always differ between a brand and the template: not worth listing as "differs from the template". */
const IDENTITY = ['$schema', 'id', 'name', 'merchantCode', 'domains'];

export function featureState(value: boolean | undefined): string {
  return value === undefined ? 'server decides' : value ? 'on' : 'off';
}

export function buildMatrix(brands: ResolvedBrandConfig[], template?: ResolvedBrandConfig): BrandMatrix {
  const rows: MatrixRow[] = [];
  const row = (section: string, label: string, value: (b: ResolvedBrandConfig) => Cell | string, kind: CellKind = 'text') => {
    const cells = brands.map((b) => {
      const v = value(b);
      return typeof v === 'string' ? { text: v } : v;
    });
    rows.push({ section, label, kind, cells, differs: new Set(cells.map((c) => c.text)).size > 1 });
  };

  row('Identity', 'name', (b) => b.name);
  row('Identity', 'merchantCode', (b) => b.merchantCode);
  row('Identity', 'domains', (b) => b.domains.join(', '));
  row('Identity', 'api.baseUrl', (b) => b.api.baseUrl);
  row('Identity', 'currency', (b) => `${b.currency.code} ${b.currency.symbol}`);
  row('Languages', 'languages.enabled', (b) => b.languages.enabled.join(', '));
  row('Languages', 'languages.default', (b) => b.languages.default);
  row('Languages', 'language picker', (b) => (b.languages.enabled.length > 1 ? 'shown' : 'hidden'));
  row('Theme', 'theme.default', (b) => b.theme.default);
  row('Theme', 'theme.radius', (b) => `${b.theme.radius ?? 8}px`);
  row('Theme', 'theme.fontFamily', (b) => b.theme.fontFamily ?? '');
  // The layout variants (theme.layout) with the schema's defaults filled, so a brand that chose nothing shows what it gets.
  const layout = (b: ResolvedBrandConfig) => resolveLayout(b.theme.layout);
  row('Layout', 'layout.navigation', (b) => layout(b).navigation);
  row('Layout', 'layout.tabBar', (b) => layout(b).tabBar.join(' · '));
  row('Layout', 'layout.header', (b) => layout(b).header);
  row('Layout', 'layout.tiles', (b) => layout(b).tiles);
  row('Layout', 'layout.density', (b) => layout(b).density);
  row('Layout', 'layout.corners', (b) => layout(b).corners);
  row('Layout', 'layout.elevation', (b) => layout(b).elevation);
  row('Layout', 'layout.icons', (b) => layout(b).icons);
  row('Layout', 'layout.home', (b) => `${layout(b).home.hero}, categories ${layout(b).home.categories}, ${layout(b).home.strips.join(' › ')}`);
  row('Layout', 'typeScale', (b) =>
    Object.entries({ ...DEFAULT_TYPE_SCALE, ...b.theme.typeScale })
      .map(([script, st]) => `${script} ${st.size}/${st.lineHeight}`)
      .join(', '),
  );
  for (const f of featureKeys) row('Features', `features.${f}`, (b) => featureState((b.features as Record<string, boolean | undefined>)[f]));
  for (const g of routeGroups) row('Banner groups', `bannerGroups.${g}`, (b) => (b.bannerGroups as Record<string, string | undefined>)[g] ?? `${g} (default)`);
  row('Side menu', 'sideMenu.categories', (b) => b.sideMenu?.categories?.join(' › ') ?? '(all with vendors)');
  for (const s of socialKeys) row('Social', `social.${s}`, (b) => (b.social as Record<string, string | undefined> | undefined)?.[s] ?? '—');
  row('Player protection', 'playerProtection.profile', (b) => protectionSummary(b.playerProtection));
  row('Footer', 'licenceText', (b) => b.licenceText ?? '—');

  const contrast: BrandMatrix['contrast'] = {};
  for (const b of brands) {
    contrast[b.id] = { light: [], dark: [] };
    for (const mode of ['light', 'dark'] as Mode[]) {
      const p = b.theme.palette[mode];
      contrast[b.id][mode] = paletteContrast(p).map((r) => ({ ...r, ratio: floor2(r.ratio), fgColour: p[r.fg], bgColour: p[r.bg] }));
    }
  }
  for (const mode of ['light', 'dark'] as Mode[]) {
    for (const k of paletteKeys) row(`Palette (${mode})`, k, (b) => ({ text: b.theme.palette[mode][k], colour: b.theme.palette[mode][k] }), 'colour');
    paletteContrast(brands[0]?.theme.palette[mode] ?? ({} as Palette)).forEach((pair, i) =>
      row(
        `Contrast (${mode}, AA needs 4.5)`,
        `${pair.fg} on ${pair.bg}`,
        (b) => {
          const r = contrast[b.id][mode][i];
          return { text: `${r.ratio.toFixed(2)} ${r.pass ? '✓' : '✗'}`, colour: r.bgColour, fg: r.fgColour, pass: r.pass };
        },
        'contrast',
      ),
    );
  }

  const fromTemplate: Record<string, Change[]> = {};
  if (template) for (const b of brands) fromTemplate[b.id] = diffManifests(template as never, b as never, IDENTITY);
  row('Template', 'differs from the template', (b) => (template ? `${fromTemplate[b.id].length} keys` : '—'));

  return { brands: brands.map((b) => ({ id: b.id, name: b.name, merchantCode: b.merchantCode })), rows, contrast, fromTemplate };
}

const mdCell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function matrixMarkdown(m: BrandMatrix): string {
  const out: string[] = ['# Brand matrix', '', `${m.brands.length} brands. Rows marked ● differ between brands.`, ''];
  let section = '';
  for (const r of m.rows) {
    if (r.section !== section) {
      section = r.section;
      out.push('', `## ${section}`, '', `| | ${m.brands.map((b) => b.id).join(' | ')} |`, `|---|${m.brands.map(() => '---').join('|')}|`);
    }
    out.push(`| ${r.differs ? '● ' : ''}${mdCell(r.label)} | ${r.cells.map((c) => mdCell(c.text)).join(' | ')} |`);
  }
  if (Object.keys(m.fromTemplate).length) {
    out.push('', '## What differs from the template', '', '(id, name, merchantCode and domains always do, so they are not listed.)', '');
    for (const b of m.brands) {
      const changes = m.fromTemplate[b.id] ?? [];
      out.push(`- **${b.id}** (${changes.length}): ${changes.map((c) => `\`${c.path}\``).join(', ') || 'nothing'}`);
    }
  }
  return out.join('\n') + '\n';
}

export function changesMarkdown(a: string, b: string, changes: { path: string; before: unknown; after: unknown }[]): string {
  if (!changes.length) return `${a} and ${b} do not differ (apart from $schema).\n`;
  return (
    [
      `| key | ${a} | ${b} |`,
      '|---|---|---|',
      ...changes.map((c) => `| ${mdCell(c.path)} | ${mdCell(showValue(c.before, c.path))} | ${mdCell(showValue(c.after, c.path))} |`),
      '',
      changes.length === 1 ? '1 key differs.' : `${changes.length} keys differ.`,
    ].join('\n') + '\n'
  );
}

/** The profile with what it resolves to, e.g. "uk · prompt firstDeposit · increase +24 h · reality check 60 min · overrides: realityCheckMinutes". */
export function protectionSummary(setting: ResolvedBrandConfig['playerProtection']): string {
  const r = resolveProtection(setting);
  const parts = [
    r.profile,
    `prompt ${r.limitPrompt}`,
    `increase +${r.increaseDelayHours} h${r.increaseWaitsPeriodEnd ? ' and period end' : ''}`,
    `reality check ${r.realityCheckMinutes ? `${r.realityCheckMinutes} min` : 'off'}`,
    `inactivity ${r.inactivityLogoutMinutes ? `${r.inactivityLogoutMinutes} min` : 'off'}`,
  ];
  const overrides = Object.keys(setting?.overrides ?? {});
  if (overrides.length) parts.push(`overrides: ${overrides.join(', ')}`);
  if (setting?.operator) parts.push(`operator ${setting.operator}`);
  return parts.join(' · ');
}

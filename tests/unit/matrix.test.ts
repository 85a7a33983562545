import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../src/brand/brand-config.generated';
import { diffBrandSets, diffManifests, showValue } from '../../scripts/lib/brand/diff';
import { buildMatrix, changesMarkdown, featureKeys, featureState, matrixMarkdown, routeGroups } from '../../scripts/lib/brand/matrix';
import { matrixHtml } from '../../scripts/lib/brand/matrix-html';
import { resolveManifest } from '../../scripts/lib/brand/schema';

const load = (id: string) => JSON.parse(readFileSync(`brands/${id}/brand.json`, 'utf8')) as BrandConfig;
const template = load('_template');
const variant = (edit: (m: BrandConfig) => void): BrandConfig => {
  const m = structuredClone(template);
  edit(m);
  return m;
};

describe('diffManifests', () => {
  it('lists only differing keys, as JSON paths with both values', () => {
    const b = variant((m) => {
      m.currency = { code: 'THB', symbol: '฿' };
      m.theme.palette.dark.primary = '#d4a72c';
    });
    expect(diffManifests(template as never, b as never)).toEqual([
      { path: 'currency.code', before: 'USD', after: 'THB' },
      { path: 'currency.symbol', before: '$', after: '฿' },
      { path: 'theme.palette.dark.primary', before: '#60a5fa', after: '#d4a72c' },
    ]);
  });

  it('compares arrays of plain values whole, not index by index', () => {
    const b = variant((m) => (m.languages.enabled = ['TH', 'EN']));
    expect(diffManifests(template as never, b as never)).toEqual([{ path: 'languages.enabled', before: ['EN'], after: ['TH', 'EN'] }]);
  });

  it('reports added and removed switches, and objects added whole key by key', () => {
    const a = variant((m) => (m.features = { chat: true }));
    const b = variant((m) => {
      m.features = { smsLogin: true };
      m.api = { baseUrl: 'https://api.example.com' };
    });
    expect(diffManifests(a as never, b as never)).toEqual([
      { path: 'api.baseUrl', before: undefined, after: 'https://api.example.com' },
      { path: 'features.chat', before: true, after: undefined },
      { path: 'features.smsLogin', before: undefined, after: true },
    ]);
  });

  it('ignores $schema and given keys, and finds nothing between equal manifests', () => {
    expect(diffManifests(template as never, structuredClone(template) as never)).toEqual([]);
    const b = variant((m) => Object.assign(m, { id: 'x', $schema: 'elsewhere' }));
    expect(diffManifests(template as never, b as never, ['$schema', 'id'])).toEqual([]);
  });

  it('says what an absent switch means', () => {
    expect(showValue(undefined, 'features.chat')).toBe('(absent: server decides)');
    expect(showValue(undefined, 'social.FACEBOOK')).toBe('(absent)');
    expect(showValue(['TY', 'EN'])).toBe('[TY, EN]');
  });
});

describe('diffBrandSets (--since)', () => {
  it('names added, removed and changed brands', () => {
    const before = new Map<string, Record<string, unknown>>([
      ['a', { x: 1 }],
      ['b', { x: 1 }],
      ['c', { x: 1 }],
    ]);
    const after = new Map<string, Record<string, unknown>>([
      ['b', { x: 2 }],
      ['c', { x: 1 }],
      ['d', { x: 1 }],
    ]);
    expect(diffBrandSets(before, after)).toEqual({
      added: ['d'],
      removed: ['a'],
      changed: [{ id: 'b', changes: [{ path: 'x', before: 1, after: 2 }] }],
    });
  });
});

describe('the brand matrix', () => {
  const ids = ['jade-global', 'lotus-vn', 'pearl-ph', 'siam-star'];
  const brands = ids.map((id) => resolveManifest(load(id)));
  const matrix = buildMatrix(brands, resolveManifest(template));
  const rowOf = (label: string) => matrix.rows.find((r) => r.label === label)!;

  it('has a row per feature switch with "server decides" for absent ones', () => {
    for (const f of featureKeys) expect(rowOf(`features.${f}`)).toBeDefined();
    expect(featureState(undefined)).toBe('server decides');
    expect(rowOf('features.smsLogin').cells.map((c) => c.text)).toEqual(ids.map((id) => (id === 'siam-star' ? 'on' : 'server decides')));
    expect(rowOf('features.themeSwitch').cells.find((_, i) => ids[i] === 'pearl-ph')!.text).toBe('off');
  });

  it('resolves banner groups: register is w_reg, unlisted groups use their own name', () => {
    expect(routeGroups).toHaveLength(15);
    expect(rowOf('bannerGroups.register').cells.every((c) => c.text === 'w_reg')).toBe(true);
    expect(rowOf('bannerGroups.register').differs).toBe(false);
    expect(rowOf('bannerGroups.fish').cells[0].text).toBe('fish (default)');
  });

  it('carries palette swatches and contrast ratios per theme, all passing AA', () => {
    const swatch = matrix.rows.find((r) => r.section === 'Palette (dark)' && r.label === 'primary')!;
    expect(swatch.cells.map((c) => c.colour)).toEqual(brands.map((b) => b.theme.palette.dark.primary));
    for (const id of ids) for (const mode of ['light', 'dark'] as const) expect(matrix.contrast[id][mode].every((r) => r.pass && r.ratio >= 4.5)).toBe(true);
    expect(rowOf('onPrimary on primary').kind).toBe('contrast');
  });

  it('lists what each brand changed from the template, identity keys aside', () => {
    const paths = matrix.fromTemplate['lotus-vn'].map((c) => c.path);
    expect(paths).toContain('currency.code');
    expect(paths).not.toContain('merchantCode');
    expect(paths).not.toContain('id');
  });

  it('renders Markdown tables and a self-contained HTML page', () => {
    const md = matrixMarkdown(matrix);
    expect(md).toContain('| | jade-global | lotus-vn | pearl-ph | siam-star |');
    expect(md).toContain('| ● merchantCode | JADEGLB | LOTUSVN | PEARLPH | SIAMSTAR |');
    const html = matrixHtml(matrix, { 'lotus-vn': 'data:image/svg+xml;base64,AAAA' });
    expect(html).toContain('<i style="background:#be185d"></i>');
    expect(html).not.toMatch(/<script|<link|https?:\/\/(?!www\.|t\.me)/);
  });

  it('prints a --diff table of only the differing keys', () => {
    const out = changesMarkdown('a', 'b', [{ path: 'features.chat', before: true, after: undefined }]);
    expect(out).toBe('| key | a | b |\n|---|---|---|\n| features.chat | true | (absent: server decides) |\n\n1 key differs.\n');
    expect(changesMarkdown('a', 'b', [])).toBe('a and b do not differ (apart from $schema).\n');
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { approve, evaluate, readApprovals, refreshReport, writeReport, type ShotFile } from '../../scripts/lib/matrix-visual/baselines';
import { compare, compressPng, pixelHash } from '../../scripts/lib/matrix-visual/compare';
import { affectedBy, isAffected, languagesOf, plan, SCREENS, shotKey } from '../../scripts/lib/matrix-visual/plan';

/**
 * The visual matrix without a browser: the plan, the pixel comparison, the
 * report and approve, on small PNGs made here.
 */
const tmp = mkdtempSync(join(tmpdir(), 'matrix-visual-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A w×h PNG of one colour, with an optional rectangle of another. */
function png(
  w: number,
  h: number,
  rgb: [number, number, number],
  rect?: { x: number; y: number; w: number; h: number; rgb: [number, number, number] },
): Buffer {
  const img = new PNG({ width: w, height: h });
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const inside = rect && x >= rect.x && x < rect.x + rect.w && y >= rect.y && y < rect.y + rect.h;
      const c = inside ? rect.rgb : rgb;
      img.data.set([...c, 255], (y * w + x) * 4);
    }
  return PNG.sync.write(img);
}

const brands = [
  { id: 'b-two', merchantCode: 'B2', languages: { enabled: ['TH', 'EN'], default: 'TH' } },
  { id: 'a-one', merchantCode: 'A1', languages: { enabled: ['EN'] } },
];

describe('plan', () => {
  it('every brand × language (default + one more) × screen × theme × viewport, brands in order', () => {
    const shots = plan(brands);
    expect(shots).toHaveLength((1 + 2) * SCREENS.length * 2 * 2);
    expect(shots[0].brand).toBe('a-one');
    expect(languagesOf(brands[0])).toEqual(['TH', 'EN']);
    expect(shots.filter((s) => s.brand === 'b-two' && s.lang === 'TH').every((s) => s.primaryLang)).toBe(true);
    expect(plan(brands, { languages: 'primary', screens: ['login'] }).map(shotKey)).toEqual([
      'a-one/login-light-390-en',
      'a-one/login-light-1280-en',
      'a-one/login-dark-390-en',
      'a-one/login-dark-1280-en',
      'b-two/login-light-390-th',
      'b-two/login-light-1280-th',
      'b-two/login-dark-390-th',
      'b-two/login-dark-1280-th',
    ]);
  });

  it('--viewport keeps only the widths asked for', () => {
    const shots = plan(brands, { languages: 'primary', screens: ['login'], viewports: [390] });
    expect(shots.map((s) => s.viewport)).toEqual([390, 390, 390, 390]);
  });

  it('--since: a brand folder → that brand; a feature folder → its screens in every brand; shared code → everything; docs → nothing', () => {
    const ids = ['a-one', 'b-two'];
    const a = affectedBy(['brands/b-two/brand.json', 'README.md', 'tests/unit/x.test.ts'], ids);
    expect(a).toMatchObject({ all: false, brands: ['b-two'], screens: [] });
    expect(isAffected(a, { brand: 'b-two', screen: 'home' })).toBe(true);
    expect(isAffected(a, { brand: 'a-one', screen: 'home' })).toBe(false);
    const f = affectedBy(['src/features/points-mall/pages/PointsMallPage.tsx'], ids);
    expect(f.screens).toEqual(['pointsMall']);
    expect(isAffected(f, { brand: 'a-one', screen: 'pointsMall' })).toBe(true);
    expect(isAffected(f, { brand: 'a-one', screen: 'login' })).toBe(false);
    expect(affectedBy(['src/theme/tokens.ts'], ids).all).toBe(true);
    expect(affectedBy(['brands/_template/brand.json', 'docs/CONVENTIONS.md'], ids)).toMatchObject({ all: false, brands: [], screens: [] });
    expect(affectedBy(['brands/new-one/brand.json'], [...ids, 'new-one']).brands).toEqual(['new-one']);
  });
});

describe('compare', () => {
  it('same pixels: same; a changed rectangle: its pixel count and a box around it; no baseline: new', () => {
    const base = png(64, 48, [255, 255, 255]);
    expect(compare(base, base).status).toBe('same');
    // No baseline: the size comes from the PNG header, without decoding.
    expect(compare(png(64, 48, [1, 2, 3]), undefined)).toMatchObject({ status: 'new', width: 64, height: 48 });
    const changed = compare(png(64, 48, [255, 255, 255], { x: 20, y: 10, w: 10, h: 5, rgb: [200, 0, 0] }), base, 8);
    expect(changed).toMatchObject({ status: 'changed', changedPixels: 50 });
    expect(changed.boxes).toEqual([{ x: 16, y: 8, w: 16, h: 8 }]);
    // Within the stated anti-aliasing tolerance (scripts/lib/visual-tolerance.ts): the same, its pixels still counted.
    const stray = compare(png(64, 48, [255, 255, 255], { x: 2, y: 2, w: 2, h: 2, rgb: [200, 0, 0] }), base, 8);
    expect(stray).toMatchObject({ status: 'same', changedPixels: 4 });
    const diff = PNG.sync.read(changed.diffPng!);
    expect([diff.width, diff.height]).toEqual([64, 48]);
  });

  it('two separate changes are two boxes; another size counts every pixel', () => {
    const base = png(64, 64, [0, 0, 0]);
    const cur = PNG.sync.read(base);
    // Two 4×4 squares, far apart: more changed pixels than the tolerance, in two cells.
    for (const [x0, y0] of [
      [1, 1],
      [58, 58],
    ] as const)
      for (let y = y0; y < y0 + 4; y++) for (let x = x0; x < x0 + 4; x++) cur.data.set([255, 0, 0, 255], (y * 64 + x) * 4);
    expect(compare(PNG.sync.write(cur), base, 8).boxes).toHaveLength(2);
    expect(compare(png(32, 32, [0, 0, 0]), base)).toMatchObject({ status: 'changed', changedPixels: 32 * 32 });
  });

  it('baseline compression is lossless', () => {
    const p = png(40, 30, [10, 20, 30], { x: 3, y: 4, w: 10, h: 5, rgb: [250, 128, 1] });
    expect(pixelHash(compressPng(p))).toBe(pixelHash(p));
    expect(compare(compressPng(p), p).status).toBe('same');
  });
});

describe('report and approve', () => {
  const reportDir = join(tmp, 'report');
  const baselineDir = join(tmp, 'baselines');
  const shots = plan(brands, { screens: ['login'], languages: 'both' });
  const white = png(30, 20, [255, 255, 255]);
  const take = (changeBrand?: string): ShotFile[] =>
    shots.map((s) => {
      const key = shotKey(s);
      const file = join(tmp, 'taken', `${key}.png`);
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, s.brand === changeBrand ? png(30, 20, [255, 255, 255], { x: 0, y: 0, w: 30, h: 3, rgb: [190, 24, 93] }) : white);
      return { ...s, key, file };
    });
  const meta = { title: 'test', generatedAt: '2026-06-15T10:00:00Z' };
  const statuses = (html: string) =>
    [...html.matchAll(/<tr data-brand="([^"]+)" data-lang="([^"]+)"[^>]*>(.*?)<\/tr>/g)].map((m) => [
      m[1],
      m[2],
      [...m[3].matchAll(/data-status="([a-z-]+)"/g)].map((x) => x[1]).join(','),
    ]);

  it('without baselines: every primary-language picture is new, second languages are not baselined', () => {
    const entries = evaluate(take(), baselineDir, reportDir);
    writeReport(reportDir, entries, meta);
    expect(existsSync(join(reportDir, 'index.html'))).toBe(true);
    const sheet = readFileSync(join(reportDir, 'screen-login.html'), 'utf8');
    expect(statuses(sheet)).toEqual([
      ['a-one', 'EN', 'new,new,new,new'],
      ['b-two', 'TH', 'new,new,new,new'],
      ['b-two', 'EN', 'not-baselined,not-baselined,not-baselined,not-baselined'],
    ]);
  });

  it('approve records who/when/pixels for the default languages; the refreshed report is green', () => {
    const keys = approve(reportDir, baselineDir, {}, { by: 'QA Person', at: '2026-06-15T10:05:00Z', commit: 'abc' });
    expect(keys).toHaveLength(8);
    const approvals = readApprovals(baselineDir);
    expect(approvals['a-one/login-light-390-en']).toEqual({
      pixels: pixelHash(white),
      approvedBy: 'QA Person',
      approvedAt: '2026-06-15T10:05:00Z',
      commit: 'abc',
    });
    refreshReport(reportDir, baselineDir);
    const sheet = readFileSync(join(reportDir, 'screen-login.html'), 'utf8');
    expect(statuses(sheet)[0]).toEqual(['a-one', 'EN', 'same,same,same,same']);
    expect(sheet).toContain('approved by QA Person, 2026-06-15 10:05');
    // Approving the same pixels again changes nothing.
    expect(approve(reportDir, baselineDir, {}, { by: 'Other', at: '2026-06-16T00:00:00Z' })).toEqual([]);
  });

  it("a palette change in one brand is a highlighted diff in that brand's rows only; approving that brand makes it green", () => {
    writeReport(reportDir, evaluate(take('a-one'), baselineDir, reportDir), meta);
    const sheet = readFileSync(join(reportDir, 'screen-login.html'), 'utf8');
    expect(statuses(sheet)).toEqual([
      ['a-one', 'EN', 'changed,changed,changed,changed'],
      ['b-two', 'TH', 'same,same,same,same'],
      ['b-two', 'EN', 'not-baselined,not-baselined,not-baselined,not-baselined'],
    ]);
    expect(sheet).toContain('90 px changed');
    expect(sheet).toMatch(/class="box" style="left:0\.00%;top:0\.00%;width:100\.00%/);
    expect(existsSync(join(reportDir, 'diff/a-one/login-light-390-en.png'))).toBe(true);
    expect(readFileSync(join(reportDir, 'index.html'), 'utf8')).toMatch(/<td>a-one<\/td><\/tr>/);
    expect(approve(reportDir, baselineDir, { brands: ['a-one'], screens: ['login'] }, { by: 'QA', at: '2026-06-15T11:00:00Z' })).toHaveLength(4);
    refreshReport(reportDir, baselineDir);
    expect(statuses(readFileSync(join(reportDir, 'screen-login.html'), 'utf8'))[0]).toEqual(['a-one', 'EN', 'same,same,same,same']);
  });

  it('--diff: the pair sheet shows both brands side by side under their config diff', () => {
    const entries = evaluate(take(), baselineDir, reportDir);
    writeReport(reportDir, entries, meta, { a: 'a-one', b: 'b-two', changes: [{ path: 'theme.palette.light.primary', before: '#111111', after: '#222222' }] });
    const html = readFileSync(join(reportDir, 'diff-a-one-b-two.html'), 'utf8');
    expect(html).toContain('<code>theme.palette.light.primary</code></td><td>#111111</td><td>#222222</td>');
    const row = /<tr data-screen="login">(.*?)<\/tr>/.exec(html)![1];
    expect(row.match(/data-key="a-one\//g)).toHaveLength(4);
    expect(row.match(/data-key="b-two\//g)).toHaveLength(4);
  });
});

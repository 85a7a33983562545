/**
 * docs/PERFORMANCE.md as a pure function of the bench reports (scripts/reports.ts writes and checks it).
 * Figures are read from the reports by path; nothing here is a number of its own.
 */
export interface Report {
  /** "web" for reports/bench-web.json. */
  name: string;
  file: string;
  data: unknown;
}

type Row = [label: string, path: string];
interface Section {
  title: string;
  what: string;
  command: string;
  date: string[];
  /** Rows per report; `{key}` is replaced by each key of `each` (a brand, an interaction …). */
  rows: Row[];
  each?: string;
}

const SECTIONS: Record<string, Section> = {
  web: {
    title: 'First paint and load (Lighthouse mobile)',
    what: "Lighthouse's mobile preset (4x CPU, slow 4G, simulated) on each bench brand's home, served by `npm start`; medians of the runs. The calibrated run scales the CPU slowdown to this host's benchmark index.",
    command: 'npm run bench:web',
    date: ['date'],
    each: 'brands',
    rows: [
      ['{key}: score (preset)', 'brands.{key}.default4x.median.performanceScore'],
      ['{key}: LCP ms (preset)', 'brands.{key}.default4x.median.lcpMs'],
      ['{key}: TBT ms (preset)', 'brands.{key}.default4x.median.tbtMs'],
      ['{key}: CLS (preset)', 'brands.{key}.default4x.median.cls'],
      ['{key}: worst preset run: score', 'brands.{key}.lines.worstPresetRun.score'],
      ['{key}: worst preset run: LCP ms', 'brands.{key}.lines.worstPresetRun.lcpMs'],
      ['{key}: worst preset run: TBT ms', 'brands.{key}.lines.worstPresetRun.tbtMs'],
      ['{key}: issue 26 lines met', 'brands.{key}.lines.met'],
      ['{key}: TBT ms (calibrated)', 'brands.{key}.median.tbtMs'],
      ['{key}: TBT ms (HTML only, calibrated)', 'brands.{key}.htmlOnly.median.tbtMs'],
      ['{key}: first-load JS KB gzip', 'brands.{key}.firstLoadJsGzipKb'],
      ['{key}: webfont KB downloaded', 'brands.{key}.default4x.median.fontTransferKb'],
    ],
  },
  inp: {
    title: 'Interaction to next paint',
    what: 'Playwright in Chromium with 4x CPU throttling against a real sandbox; Event Timing durations per interaction.',
    command: 'npm run bench:inp',
    date: ['date', 'generatedAt'],
    rows: [],
  },
  renders: {
    title: 'Component renders of a home load',
    what: "A home load (lotus-vn, phone width, a real sandbox) hydrating its pre-render until every answer has been shown, counted as React DevTools counts: a component once per commit it rendered in. Before = the tree before issue 26's work.",
    command: 'HOME_RENDERS_REPORT=1 npx vitest run tests/component/home-renders.test.tsx',
    date: ['date'],
    rows: [
      ['renders now (hydrated)', 'hydrated'],
      ['renders now (no pre-render, rendered afresh)', 'renderedAfresh'],
      ['renders of opening the phone menu (page loaded)', 'phoneMenuOpened'],
      ['before, as first recorded', 'before.recorded'],
      ['before, every answer shown (harness as now)', 'before.withEveryAnswer'],
      ['line: half of before as first recorded', 'line'],
      ['line met', 'met'],
      ['budget the test holds', 'budget'],
    ],
  },
  build: {
    title: 'Build cost per brand',
    what: 'Time to build 20 brands over the time to build 1 (the portal compiles once; brands only add stamping).',
    command: 'npm run bench:build',
    date: ['measuredAt', 'date'],
    rows: [
      ['ratio, fastest rounds', 'ratio'],
      ['ratio, medians', 'median.ratio'],
      ['target ratio', 'target'],
      ['1 brand ms', 'oneBrandMs'],
      ['20 brands ms', 'twentyBrandsMs'],
      ['stamping per brand ms', 'stampPerBrandMs'],
    ],
  },
  lobby: {
    title: 'Lobby search and paging',
    what: 'A 10,000-game lobby: from the answer arriving to the painted result.',
    command: 'npm run bench:lobby',
    date: ['generatedAt', 'date'],
    rows: [
      ['search: answer → painted, median ms', 'searchAnswerToPaintMs.median'],
      ['search: p95 ms', 'searchAnswerToPaintMs.p95'],
      ['page click → painted, median ms', 'pageClickToPaintMs.median'],
      ['page click: p95 ms', 'pageClickToPaintMs.p95'],
      ['layout shift while thumbnails load (lobby)', 'layoutShiftWhileThumbnailsLoad.lobbyOnly.median'],
    ],
  },
  records: {
    title: 'Betting records',
    what: '2,100 bets, 50 rows a page: from the answer to the painted page.',
    command: 'npm run bench:records',
    date: ['date'],
    rows: [
      ['answer → painted, median ms', 'answerToPainted.median'],
      ['answer → painted, p95 ms', 'answerToPainted.p95'],
      ['target median ms', 'target.medianMs'],
    ],
  },
  matrix: {
    title: 'Visual brand matrix',
    what: 'Every brand × theme × screen × viewport shot and compared with its baseline.',
    command: 'npm run bench:matrix',
    date: ['date'],
    rows: [
      ['pictures', 'pictures'],
      ['seconds', 'seconds'],
      ['lanes', 'lanes'],
      ['median ms a picture', 'medianShotMs'],
      ['target seconds', 'targetSeconds'],
    ],
  },
  sandbox: {
    title: 'Sandbox platform under load',
    what: 'autocannon against the sandbox on loopback (both share the machine).',
    command: 'npm run bench:sandbox',
    date: ['date'],
    each: 'scenarios',
    rows: [
      ['{key}: requests/s', 'scenarios.{key}.requestsPerSec'],
      ['{key}: p50 ms', 'scenarios.{key}.latencyMs.p50'],
      ['{key}: p99 ms', 'scenarios.{key}.latencyMs.p99'],
    ],
  },
};

function at(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), data);
}

const shown = (v: unknown): string => (v === undefined || v === null ? '—' : typeof v === 'number' ? String(v) : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** Keys of `each`: an object's keys, or an array's items by their `scenario`/`name`/`id` (index otherwise). */
function keysOf(data: unknown, each: string): { key: string; path: string }[] {
  const v = at(data, each);
  if (Array.isArray(v))
    return v.map((item, i) => {
      const o = item as Record<string, unknown>;
      return { key: String(o.scenario ?? o.name ?? o.id ?? i), path: String(i) };
    });
  return v && typeof v === 'object' ? Object.keys(v).map((k) => ({ key: k, path: k })) : [];
}

/** A report no section knows: its numeric and short text leaves, two levels deep, samples left out. */
function genericRows(data: unknown, prefix = '', depth = 0): [string, string][] {
  if (!data || typeof data !== 'object' || Array.isArray(data) || depth > 3) return [];
  return Object.entries(data as Record<string, unknown>).flatMap(([k, v]): [string, string][] => {
    const label = prefix ? `${prefix}.${k}` : k;
    if (/samples|rounds|runs$|machine|loadav/i.test(k)) return [];
    if (typeof v === 'number' || typeof v === 'boolean') return [[label, String(v)]];
    if (typeof v === 'string' && v.length <= 60 && !/date|At$/.test(k)) return [[label, v]];
    return genericRows(v, label, depth + 1);
  });
}

function table(rows: [string, string][]): string[] {
  return ['| figure | value |', '| --- | --- |', ...rows.map(([l, v]) => `| ${l.replace(/\|/g, '\\|')} | ${v.replace(/\|/g, '\\|')} |`)];
}

function section(report: Report): string[] {
  const spec = SECTIONS[report.name];
  const date = spec?.date.map((p) => at(report.data, p)).find((v) => typeof v === 'string') ?? at(report.data, 'date') ?? at(report.data, 'generatedAt');
  const head = [`## ${spec?.title ?? report.name}`, ''];
  const meta = `Source: \`${report.file}\`${typeof date === 'string' ? `, measured ${date.slice(0, 16).replace('T', ' ')} UTC` : ''}. Re-run: \`${spec?.command ?? `npm run bench:${report.name}`}\`.`;
  let rows: [string, string][];
  if (spec && spec.rows.length) {
    const expand = spec.each ? keysOf(report.data, spec.each) : [{ key: '', path: '' }];
    rows = expand.flatMap(({ key, path }) =>
      spec.rows.map(([label, p]): [string, string] => [label.replace('{key}', key), shown(at(report.data, p.replace('{key}', path)))]),
    );
  } else rows = genericRows(report.data);
  return [...head, ...(spec ? [spec.what, ''] : []), meta, '', ...table(rows), ''];
}

export function renderPerformancePage(reports: Report[]): string {
  const order = Object.keys(SECTIONS);
  const sorted = [...reports].sort((a, b) => (order.indexOf(a.name) + 1 || 99) - (order.indexOf(b.name) + 1 || 99) || a.name.localeCompare(b.name));
  return [
    '# Performance',
    '',
    '<!-- Generated by `npm run reports` from reports/bench-*.json. Do not edit: re-run the bench, then `npm run reports`. -->',
    '',
    'Speed and size are measured by benchmarks, never by timed tests (timed tests flake on shared machines). Each bench',
    'writes `reports/bench-<name>.json`; this page is generated from those files, so it always shows what they say.',
    'Compare figures as ratios within one run: absolute times move with the host and its load.',
    '',
    ...sorted.flatMap(section),
  ].join('\n');
}

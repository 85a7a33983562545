/**
 * The visual matrix's HTML report, as pure functions of the results: an index
 * (counts per screen), one contact sheet per screen (brand × language as rows,
 * theme × viewport as columns; changed areas outlined on the thumbnail, the
 * changed-pixel count and who approved the baseline under it; a click opens
 * the picture, its baseline and the diff at full size), and a side-by-side
 * sheet for `--diff A B` with the two brands' config diff on top.
 */
import { showValue, type Change } from '../brand/diff.ts';
import { escapeHtml } from '../brand/html.ts';
import type { Box } from './compare.ts';
import { SCREENS, THEMES, VIEWPORTS, type ScreenId, type Shot, type Theme } from './plan.ts';

export interface Approval {
  /** sha256 of the baseline's pixels. */
  pixels: string;
  approvedBy: string;
  approvedAt: string;
  commit?: string;
}

export interface Entry extends Shot {
  key: string;
  /** Report-relative paths. */
  image: string;
  baseline?: string;
  diff?: string;
  status: 'same' | 'changed' | 'new' | 'not-baselined';
  changedPixels: number;
  width: number;
  height: number;
  boxes: Box[];
  approval?: Approval;
  note?: string;
  ms?: number;
  attempts?: number;
}

export interface ReportMeta {
  title: string;
  generatedAt: string;
  /** The browser build that drew the pictures. */
  chromium?: string;
  commit?: string;
  /** Why only part of the matrix was shot (--since), or undefined for a full run. */
  scope?: string;
  durationMs?: number;
  lanes?: number;
}

const STYLE = `
:root{--ok:#15803d;--bad:#b91c1c;--new:#a16207;--muted:#6b7280;--line:#e5e7eb;font-family:system-ui,sans-serif;color:#111827;background:#f9fafb}
body{margin:0;padding:16px 24px}h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:24px 0 8px}
.meta{color:var(--muted);font-size:13px;margin:0 0 16px}a{color:#1d4ed8}
table{border-collapse:collapse;background:#fff}th,td{border:1px solid var(--line);padding:6px 8px;vertical-align:top;font-size:13px}th{background:#f3f4f6;text-align:left}
.sheet td{padding:6px}.cell{display:block;position:relative;line-height:0;border:2px solid transparent}
.cell img{display:block;max-width:100%;height:auto}.cell.changed{border-color:var(--bad)}.cell.same{border-color:var(--ok)}.cell.new,.cell.not-baselined{border-color:#d1d5db}
.box{position:absolute;border:2px solid var(--bad);background:rgba(220,38,38,.15);box-sizing:border-box}
.badge{display:inline-block;margin-top:4px;font-size:12px;line-height:1.4;padding:1px 6px;border-radius:999px;color:#fff}
.badge.same{background:var(--ok)}.badge.changed{background:var(--bad)}.badge.new{background:var(--new)}.badge.not-baselined{background:var(--muted)}
.who{display:block;color:var(--muted);font-size:11px;line-height:1.3;margin-top:2px}.note{display:block;color:var(--new);font-size:11px}
.w390{width:130px}.w1280{width:260px}
.lightbox{display:none;position:fixed;inset:0;background:#111827;z-index:10;overflow:auto;padding:16px;color:#fff}
.lightbox:target{display:block}.lightbox .close{position:fixed;top:8px;right:16px;color:#fff;font-size:28px;text-decoration:none}
.lightbox .row{display:flex;gap:12px;align-items:flex-start}.lightbox figure{margin:0}.lightbox figcaption{font-size:13px;margin-bottom:4px}
.lightbox img{max-width:none;max-height:calc(100vh - 96px);width:auto;background:#fff}.pair{display:flex;gap:4px}
.sum td.n{text-align:right}.changedrow td{background:#fef2f2}
`;

const page = (title: string, meta: ReportMeta, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}
<p class="meta">Generated ${escapeHtml(meta.generatedAt)}${meta.commit ? ` at commit ${escapeHtml(meta.commit.slice(0, 12))}` : ''}${meta.chromium ? ` with ${escapeHtml(meta.chromium)}` : ''}${meta.durationMs ? ` · shot in ${Math.round(meta.durationMs / 1000)} s on ${meta.lanes ?? 1} lane(s)` : ''}.</p>
</body></html>
`;

const anchor = (key: string) => `k-${key.replace(/[^a-z0-9-]+/gi, '-')}`;

export function badge(e: Entry): string {
  const who = e.approval
    ? `<span class="who">approved by ${escapeHtml(e.approval.approvedBy)}, ${escapeHtml(e.approval.approvedAt.slice(0, 16).replace('T', ' '))}</span>`
    : '';
  const note = e.note ? `<span class="note">${escapeHtml(e.note)}</span>` : '';
  const text =
    e.status === 'same'
      ? '✓ as approved'
      : e.status === 'changed'
        ? `${e.changedPixels.toLocaleString('en')} px changed`
        : e.status === 'new'
          ? 'no baseline yet'
          : 'not baselined (2nd language)';
  return `<span class="badge ${e.status}" data-status="${e.status}">${text}</span>${who}${note}`;
}

/** A thumbnail with the changed areas outlined (positions in % so they scale with it), linking to its lightbox. */
export function thumb(e: Entry): string {
  const boxes = e.boxes
    .map(
      (b) =>
        `<span class="box" style="left:${((b.x / e.width) * 100).toFixed(2)}%;top:${((b.y / e.height) * 100).toFixed(2)}%;width:${((b.w / e.width) * 100).toFixed(2)}%;height:${((b.h / e.height) * 100).toFixed(2)}%"></span>`,
    )
    .join('');
  return `<a class="cell ${e.status} w${e.viewport}" href="#${anchor(e.key)}" data-key="${escapeHtml(e.key)}"><img loading="lazy" src="${escapeHtml(e.image)}" alt="${escapeHtml(e.key)}">${boxes}</a>${badge(e)}`;
}

function lightbox(e: Entry): string {
  const fig = (caption: string, src?: string) =>
    src ? `<figure><figcaption>${caption}</figcaption><img src="${escapeHtml(src)}" alt="${caption} ${escapeHtml(e.key)}"></figure>` : '';
  return `<div class="lightbox" id="${anchor(e.key)}"><a class="close" href="#" aria-label="Close">×</a><p>${escapeHtml(e.key)} · ${badge(e)}</p><div class="row">${fig('now', e.image)}${fig('approved baseline', e.status === 'changed' ? e.baseline : undefined)}${fig('difference (changed pixels in red)', e.diff)}</div></div>`;
}

const allColumns = THEMES.flatMap((theme) => VIEWPORTS.map((viewport) => ({ theme, viewport })));
/** The theme × viewport columns a run has pictures for (a run limited to one viewport shows no empty column). */
const columnsOf = (entries: Entry[]) => allColumns.filter((c) => entries.some((e) => e.theme === c.theme && e.viewport === c.viewport));
const colTitle = (c: { theme: Theme; viewport: number }) => `${c.theme} · ${c.viewport}px`;

export function screenSheet(screen: ScreenId, entries: Entry[], meta: ReportMeta): string {
  const mine = entries.filter((e) => e.screen === screen);
  const rows = [...new Map(mine.map((e) => [`${e.brand}|${e.lang}`, e])).values()].sort(
    (a, b) => a.brand.localeCompare(b.brand) || Number(b.primaryLang) - Number(a.primaryLang),
  );
  const title = SCREENS.find((s) => s.id === screen)?.title ?? screen;
  const columns = columnsOf(mine);
  const body = rows
    .map((r) => {
      const cells = columns.map((c) => {
        const e = mine.find((x) => x.brand === r.brand && x.lang === r.lang && x.theme === c.theme && x.viewport === c.viewport);
        return `<td>${e ? thumb(e) : ''}</td>`;
      });
      const changed = mine.some((x) => x.brand === r.brand && x.lang === r.lang && x.status === 'changed');
      return `<tr data-brand="${escapeHtml(r.brand)}" data-lang="${escapeHtml(r.lang)}"${changed ? ' class="changedrow"' : ''}><th scope="row">${escapeHtml(r.brand)}<br><small>${escapeHtml(r.lang)}</small></th>${cells.join('')}</tr>`;
    })
    .join('\n');
  return page(
    `${title} · visual matrix`,
    meta,
    `<h1>${escapeHtml(title)}</h1><p class="meta"><a href="index.html">← all screens</a>${meta.scope ? ` · ${escapeHtml(meta.scope)}` : ''}</p>
<table class="sheet"><thead><tr><th>brand</th>${columns.map((c) => `<th>${colTitle(c)}</th>`).join('')}</tr></thead><tbody>
${body}
</tbody></table>
${mine.map(lightbox).join('\n')}`,
  );
}

export function indexPage(entries: Entry[], meta: ReportMeta): string {
  const count = (list: Entry[], s: Entry['status']) => list.filter((e) => e.status === s).length;
  const rows = SCREENS.filter((s) => entries.some((e) => e.screen === s.id))
    .map((s) => {
      const mine = entries.filter((e) => e.screen === s.id);
      const changed = count(mine, 'changed');
      const brands = [...new Set(mine.filter((e) => e.status === 'changed').map((e) => e.brand))];
      return `<tr${changed ? ' class="changedrow"' : ''}><td><a href="screen-${s.id}.html">${escapeHtml(s.title)}</a></td><td class="n">${mine.length}</td><td class="n">${count(mine, 'same')}</td><td class="n">${changed}</td><td class="n">${count(mine, 'new')}</td><td class="n">${count(mine, 'not-baselined')}</td><td>${escapeHtml(brands.join(', '))}</td></tr>`;
    })
    .join('\n');
  const brands = [...new Set(entries.map((e) => e.brand))].sort();
  const total = (s: Entry['status']) => count(entries, s);
  return page(
    meta.title,
    meta,
    `<h1>${escapeHtml(meta.title)}</h1>
<p class="meta">${brands.length} brands (${escapeHtml(brands.join(', '))}) · ${entries.length} pictures · ${total('same')} as approved · ${total('changed')} changed · ${total('new')} without baseline${meta.scope ? ` · ${escapeHtml(meta.scope)}` : ''}</p>
<table class="sum"><thead><tr><th>screen (contact sheet)</th><th>pictures</th><th>as approved</th><th>changed</th><th>no baseline</th><th>2nd language</th><th>brands changed</th></tr></thead><tbody>
${rows}
</tbody></table>
<p class="meta">Accept what you see as the new baseline: <code>npm run matrix:approve</code> (all) or <code>npm run matrix:approve -- --brand &lt;id&gt; --screen &lt;screen&gt;</code>.</p>`,
  );
}

/** `--diff A B`: per screen, A and B side by side in every theme and viewport, the config diff on top. */
export function pairSheet(a: string, b: string, changes: Change[], entries: Entry[], meta: ReportMeta): string {
  const diffRows = changes
    .map(
      (c) =>
        `<tr><td><code>${escapeHtml(c.path)}</code></td><td>${escapeHtml(showValue(c.before, c.path))}</td><td>${escapeHtml(showValue(c.after, c.path))}</td></tr>`,
    )
    .join('\n');
  const primary = (brand: string) => entries.filter((e) => e.brand === brand && e.primaryLang);
  const columns = columnsOf(entries);
  const rows = SCREENS.filter((s) => entries.some((e) => e.screen === s.id))
    .map((s) => {
      const cells = columns.map((c) => {
        const pick = (brand: string) => primary(brand).find((e) => e.screen === s.id && e.theme === c.theme && e.viewport === c.viewport);
        const [ea, eb] = [pick(a), pick(b)];
        return `<td><div class="pair">${ea ? `<div>${thumb(ea)}</div>` : ''}${eb ? `<div>${thumb(eb)}</div>` : ''}</div></td>`;
      });
      return `<tr data-screen="${s.id}"><th scope="row">${escapeHtml(s.title)}</th>${cells.join('')}</tr>`;
    })
    .join('\n');
  const shown = entries.filter((e) => (e.brand === a || e.brand === b) && e.primaryLang);
  return page(
    `${a} vs ${b} · visual matrix`,
    meta,
    `<h1>${escapeHtml(a)} vs ${escapeHtml(b)}</h1><p class="meta"><a href="index.html">← all screens</a> · each cell: ${escapeHtml(a)} left, ${escapeHtml(b)} right (default languages)</p>
<h2>Configuration differences</h2>
${changes.length ? `<table class="config"><thead><tr><th>key</th><th>${escapeHtml(a)}</th><th>${escapeHtml(b)}</th></tr></thead><tbody>${diffRows}</tbody></table>` : '<p>The two manifests are the same apart from their ids.</p>'}
<h2>Screens</h2>
<table class="sheet"><thead><tr><th>screen</th>${columns.map((c) => `<th>${colTitle(c)}</th>`).join('')}</tr></thead><tbody>
${rows}
</tbody></table>
${shown.map(lightbox).join('\n')}`,
  );
}

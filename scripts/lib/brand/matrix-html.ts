/**
 * The matrix as one self-contained HTML page (inline CSS, logos as data URIs,
 * no script, nothing fetched): QA can open it from disk or attach it to a ticket.
 */
import { showValue } from './diff.ts';
import type { BrandMatrix, MatrixRow } from './matrix.ts';
import { escapeHtml as esc } from './stamp.ts';

const css = `
:root{color-scheme:light;--ink:#0f172a;--muted:#475569;--line:#e2e8f0;--bg:#f8fafc;--hi:#fffbeb}
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:var(--ink);background:var(--bg)}
header{padding:24px 32px 8px}h1{margin:0 0 4px;font-size:22px}header p{margin:0;color:var(--muted)}
.wrap{padding:16px 32px 48px;overflow-x:auto}
table{border-collapse:separate;border-spacing:0;background:#fff;border:1px solid var(--line);border-radius:12px;min-width:100%}
th,td{padding:8px 12px;border-bottom:1px solid var(--line);text-align:left;vertical-align:middle}
td{min-width:170px;max-width:280px;overflow-wrap:anywhere}th.key{white-space:nowrap}
thead th{position:sticky;top:0;background:#fff;z-index:1;vertical-align:bottom}
thead img{display:block;height:40px;max-width:180px;margin-bottom:6px}
th.key{font-weight:500;color:var(--muted);font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12.5px}
tr.section th{background:#f1f5f9;font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted)}
tr.differs th.key::before{content:'●';color:#d97706;margin-right:6px}
tr.differs td{background:var(--hi)}
.code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12.5px}
.sw{display:inline-flex;align-items:center;gap:8px}.sw i{width:22px;height:22px;border-radius:6px;border:1px solid rgba(0,0,0,.15);display:inline-block}
.pair{display:inline-flex;align-items:center;gap:8px}.pair b{display:inline-block;padding:2px 8px;border-radius:6px;font-weight:700;border:1px solid rgba(0,0,0,.1)}
.ok{color:#15803d;font-weight:600}.bad{color:#b91c1c;font-weight:700}
.muted{color:var(--muted)}ul{margin:4px 0;padding-left:18px}
`;

function cell(r: MatrixRow, i: number): string {
  const c = r.cells[i];
  if (r.kind === 'colour') return `<span class="sw"><i style="background:${esc(c.colour ?? '')}"></i><span class="code">${esc(c.text)}</span></span>`;
  if (r.kind === 'contrast')
    return `<span class="pair"><b style="background:${esc(c.colour ?? '')};color:${esc(c.fg ?? '')}">Aa</b><span class="${c.pass ? 'ok' : 'bad'}">${esc(c.text)}</span></span>`;
  return esc(c.text);
}

export function matrixHtml(m: BrandMatrix, logos: Record<string, string> = {}): string {
  const head = m.brands
    .map(
      (b) =>
        `<th>${logos[b.id] ? `<img src="${esc(logos[b.id])}" alt="">` : ''}${esc(b.name)}<br><span class="code muted">${esc(b.id)} · ${esc(b.merchantCode)}</span></th>`,
    )
    .join('');
  const body: string[] = [];
  let section = '';
  for (const r of m.rows) {
    if (r.section !== section) {
      section = r.section;
      body.push(`<tr class="section"><th colspan="${m.brands.length + 1}">${esc(section)}</th></tr>`);
    }
    body.push(`<tr class="${r.differs ? 'differs' : ''}"><th class="key">${esc(r.label)}</th>${r.cells.map((_, i) => `<td>${cell(r, i)}</td>`).join('')}</tr>`);
  }
  if (Object.keys(m.fromTemplate).length) {
    body.push(`<tr class="section"><th colspan="${m.brands.length + 1}">What differs from the template (besides id, name, merchantCode, domains)</th></tr>`);
    const lists = m.brands.map((b) => {
      const items = (m.fromTemplate[b.id] ?? []).map((c) => `<li><span class="code">${esc(c.path)}</span>: ${esc(showValue(c.after))}</li>`);
      return `<td style="white-space:normal;vertical-align:top;min-width:220px"><ul>${items.join('') || '<li class="muted">nothing</li>'}</ul></td>`;
    });
    body.push(`<tr><th class="key" style="vertical-align:top">changes</th>${lists.join('')}</tr>`);
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brand matrix (${m.brands.length} brands)</title><style>${css}</style></head>
<body><header><h1>Brand matrix</h1><p>${m.brands.length} brands side by side. Highlighted rows (●) differ between brands. Contrast ratios are WCAG; AA needs 4.5:1.</p></header>
<div class="wrap"><table><thead><tr><th></th>${head}</tr></thead><tbody>
${body.join('\n')}
</tbody></table></div></body></html>
`;
}

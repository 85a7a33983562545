import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 412, height: 823 } });
const rows = [];
p.on('response', async (r) => {
  if (!/\.js(\?|$)/.test(r.url())) return;
  const h = await r.allHeaders();
  let len = Number(h['content-length'] ?? 0);
  if (!len) { try { len = (await r.body()).length; } catch {} }
  rows.push([len, h['content-encoding'] ?? '', r.url().replace(/^https?:\/\/[^/]+/, '')]);
});
await p.goto(process.argv[2], { waitUntil: 'networkidle' });
await p.waitForTimeout(3000);
rows.sort((a, b) => b[0] - a[0]);
let t = 0; for (const r of rows) { t += r[0]; console.log(r.join('\t')); }
console.log('total', t, rows.length);
await b.close();

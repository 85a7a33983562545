/**
 * Benchmark of the form engine (issue 5): validation of a 16-field registration
 * spec on every keystroke, in Node. A "keystroke" appends one character to one
 * field (cycling through a realistic typed value per field, then clearing it) and
 * re-validates the WHOLE form, which is the worst case: DynamicForm only
 * re-validates the field being edited. Writes reports/bench-forms.json.
 *   npm run bench:forms [-- --keystrokes 50000]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FieldRule, RegisterSettings } from '../../src/api/models';
import { registerSpecs } from '../../src/forms/forms';
import { validateForm } from '../../src/forms/validate';
import type { FormValues } from '../../src/forms/types';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const KEYSTROKES = arg('keystrokes', 50_000);
const WARMUP = 5_000;

const r = (patternId: string, min: number, max: number, required = true): FieldRule => ({
  enabled: true,
  required,
  acceptedPattern: '',
  patternId,
  minLength: min,
  maxLength: max,
});
// A demanding but realistic rule set: every optional field on, mixed patterns incl. lookaheads and Unicode.
const settings: RegisterSettings = {
  username: r('2', 6, 16),
  password: r('6', 6, 20),
  paymentPassword: r('7', 6, 6),
  payeeName: r('14', 2, 40),
  email: r('4', 6, 60),
  qqNum: r('7', 5, 12, false),
  line: r('10', 2, 30, false),
  whatsapp: r('7', 8, 15, false),
  zalo: r('7', 8, 15, false),
  facebook: r('10', 2, 50, false),
  wechat: { ...r('5', 2, 30, false), acceptedPattern: '^[A-Za-z][-_A-Za-z0-9]{1,29}$' },
  idNumber: r('5', 8, 18, false),
  affiliateCode: r('5', 0, 10, false),
  captcha: r('7', 4, 4),
};
const specs = registerSpecs(settings, { type: 'register', smsEnabled: false, affiliateCodeFromSite: false }).filter((s) => s.shown);
const typed: FormValues = {
  username: 'player2024x',
  password: 'Secret123abc',
  confirmPassword: 'Secret123abc',
  paymentPassword: '123456',
  payeeName: 'Nguyễn Văn An',
  email: 'player.one@example.com',
  qqNum: '12345678',
  line: 'line_id_01',
  whatsapp: '84912345678',
  zalo: '84912345678',
  facebook: 'fb.player',
  wechat: 'wx_player',
  idNumber: 'ID12345678',
  recommenderId: 'REF01',
  affiliateCode: 'AFF01',
  captcha: '1234',
  agree: '1',
};
const names = specs.filter((s) => s.input !== 'checkbox').map((s) => s.name);

const values: FormValues = { agree: '1' };
let sink = 0;
const samples = new Float64Array(KEYSTROKES);
for (let k = 0; k < KEYSTROKES + WARMUP; k++) {
  const name = names[k % names.length];
  const target = typed[name] ?? 'x';
  const cur = values[name] ?? '';
  values[name] = cur.length >= target.length ? '' : target.slice(0, cur.length + 1);
  const t0 = performance.now();
  sink += Object.keys(validateForm(specs, values)).length;
  const dt = performance.now() - t0;
  if (k >= WARMUP) samples[k - WARMUP] = dt;
}

const sorted = Array.from(samples).sort((a, b) => a - b);
const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
const report = {
  what: 'validateForm over a 16-field registration spec, once per simulated keystroke (whole form re-validated)',
  fields: specs.length,
  fieldNames: specs.map((s) => s.name),
  keystrokes: KEYSTROKES,
  warmup: WARMUP,
  msPerKeystroke: { median: q(0.5), p90: q(0.9), p99: q(0.99), max: sorted[sorted.length - 1], mean },
  targetMs: 1,
  pass: q(0.99) < 1,
  node: process.version,
  at: new Date().toISOString(),
  checksum: sink,
};
const out = join(process.cwd(), 'reports', 'bench-forms.json');
mkdirSync(join(process.cwd(), 'reports'), { recursive: true });
writeFileSync(out, JSON.stringify(report, null, 2) + '\n');
const us = (ms: number) => `${(ms * 1000).toFixed(2)} µs`;
console.log(`forms bench: ${specs.length} fields, ${KEYSTROKES} keystrokes`);
console.log(
  `  median ${us(report.msPerKeystroke.median)}  p90 ${us(report.msPerKeystroke.p90)}  p99 ${us(report.msPerKeystroke.p99)}  max ${us(report.msPerKeystroke.max)}`,
);
console.log(`  target < 1 ms per keystroke: ${report.pass ? 'PASS' : 'FAIL'}  → ${out}`);
if (specs.length !== 16) console.warn(`expected 16 fields, got ${specs.length}`);

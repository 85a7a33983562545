/**
 * The two classic scripts inlined into a brand's pages at stamping, each allowed by the CSP by its hash, so
 * script-src stays without 'unsafe-inline':
 * - public/boot-theme.js, into every page's <head>: it must run before first paint, and as a file it was a
 *   render-blocking request of its own (Lighthouse: ≈ 400 ms of the first paint on a phone). The file itself stays:
 *   the offline page (pwa.ts) loads it by URL.
 * - public/first-requests.js, at the end of each pre-rendered page's <head> (prerender.ts): it starts the status and
 *   banner calls before the entry script has downloaded.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

function inlineScript(file: string): string {
  const text = readFileSync(new URL(`../../../public/${file}`, import.meta.url), 'utf8').trim();
  if (/<\/script/i.test(text)) throw new Error(`public/${file} must not contain "</script": it is inlined into <head>`);
  return text;
}
const cspSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export const BOOT_SCRIPT = inlineScript('boot-theme.js');
export const FIRST_REQUESTS_SCRIPT = inlineScript('first-requests.js');

/** The CSP sources that allow the inline scripts and nothing else inline. */
export const INLINE_SCRIPTS_CSP_SOURCES = [BOOT_SCRIPT, FIRST_REQUESTS_SCRIPT].map(cspSource).join(' ');

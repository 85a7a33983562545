/**
 * The two classic scripts inlined into a brand's pages at stamping (written by ./boot-scripts.ts from the app's
 * constants), each allowed by the CSP by its hash, so script-src stays without 'unsafe-inline':
 * - the boot script, into every page's <head> and the offline page: it must run before first paint, and as a file
 *   it would be a render-blocking request of its own.
 * - the first-requests script, at the end of each pre-rendered page's <head> (prerender.ts): it starts the status
 *   and banner calls before the entry script has downloaded.
 */
import { createHash } from 'node:crypto';
import { bootThemeScript, firstRequestsScript } from './boot-scripts.ts';

function inlineScript(name: string, text: string): string {
  if (/<\/script/i.test(text)) throw new Error(`the ${name} script must not contain "</script": it is inlined into <head>`);
  return text;
}
const cspSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export const BOOT_SCRIPT = inlineScript('boot', bootThemeScript());
export const FIRST_REQUESTS_SCRIPT = inlineScript('first-requests', firstRequestsScript());

/** The CSP sources that allow the inline scripts and nothing else inline. */
export const INLINE_SCRIPTS_CSP_SOURCES = [BOOT_SCRIPT, FIRST_REQUESTS_SCRIPT].map(cspSource).join(' ');

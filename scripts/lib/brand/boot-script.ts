/**
 * public/boot-theme.js, inlined into every brand's <head> at stamping: it must
 * run before first paint, and as a file it was a render-blocking request of its
 * own (Lighthouse: ≈ 400 ms of the first paint on a phone). The CSP allows
 * exactly this text by its hash, so script-src stays without 'unsafe-inline'.
 * The file itself stays: the offline page (pwa.ts) loads it by URL.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export const BOOT_SCRIPT = readFileSync(new URL('../../../public/boot-theme.js', import.meta.url), 'utf8').trim();
if (/<\/script/i.test(BOOT_SCRIPT)) throw new Error('public/boot-theme.js must not contain "</script": it is inlined into <head>');

/** The CSP source that allows the inline boot script and nothing else inline. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

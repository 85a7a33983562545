import { existsSync } from 'node:fs';

/**
 * The one Chromium every browser run here uses (e2e suite, benches, visual matrix, screenshot scripts):
 * Debian's /usr/bin/chromium or CHROMIUM_PATH, never a downloaded one (../shared/STACK.md). Undefined
 * where neither exists, so Playwright falls back to its own browser on a machine that has one.
 */
export function chromiumExecutable(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

/** No sandbox (containers), no GPU, and none of the background traffic that would make timings and pictures vary. */
export const QUIET_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

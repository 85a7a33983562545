import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * The one Chromium every browser run here uses (e2e suite, benches, visual matrix, screenshot scripts):
 * Debian's /usr/bin/chromium or CHROMIUM_PATH, never a downloaded one (../shared/STACK.md). Undefined
 * where neither exists, so Playwright falls back to its own browser on a machine that has one.
 */
export function chromiumExecutable(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

/** "Chromium 156.0.8078.108 …" of the browser the pictures are taken with (reports print it beside their figures). */
export function chromiumVersion(): string {
  const path = chromiumExecutable();
  if (!path) return 'Playwright bundled Chromium';
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `unknown (${path})`;
  }
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

/**
 * The environment for a Chromium whose pictures must not depend on the host: fontconfig sees only the fonts the
 * project installs from npm (DejaVu, as the last resort for a glyph no shipped webfont has), with fixed
 * rendering settings, instead of whatever fonts and hinting rules the machine has. Pages draw their text with
 * the brands' shipped webfonts; this makes the few things left to the system (a fallback glyph, a form
 * control's default face) the same on every machine. Used by the e2e suite, the visual matrix and the benches.
 */
export function hostIndependentFontsEnv(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const dejavu = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  const dir = resolve(import.meta.dirname, '../../node_modules/.cache/portal-fontconfig');
  mkdirSync(dir, { recursive: true });
  const conf = join(dir, 'fonts.conf');
  writeFileSync(
    conf,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${dejavu}</dir>
  <cachedir>${join(dir, 'cache')}</cachedir>
  <alias><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
  <alias><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`,
  );
  return { FONTCONFIG_FILE: conf };
}

/** Rendering switches that keep text rasterisation the same across hosts (with hostIndependentFontsEnv). */
/**
 * The brands' example domains and mirrors (brand.json `domains`, `mirrors`) resolve to loopback in every browser
 * test, as DNS resolves them for a player: the e2e server answers every one of them by Host, so the portal's line
 * probes (issue 29) reach a real stand-in instead of logging "name not resolved" on every page that measures lines.
 */
export const EXAMPLE_DOMAINS_TO_LOOPBACK = '--host-resolver-rules=MAP *.example.com 127.0.0.1, MAP *.example.net 127.0.0.1';

export const DETERMINISTIC_RENDER_ARGS: readonly string[] = ['--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb'];

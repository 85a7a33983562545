import { defineConfig, devices } from '@playwright/test';
import {
  chromiumExecutable,
  DETERMINISTIC_RENDER_ARGS,
  EXAMPLE_DOMAINS_TO_LOOPBACK,
  hostIndependentFontsEnv,
  QUIET_CHROMIUM_ARGS,
} from './scripts/lib/chromium';

/**
 * End-to-end tests run the built bundles (the web-server command builds once) served by
 * `scripts/start.ts --all`: one process on 127.0.0.1 with the sandbox behind the
 * same origin, picking the brand by Host. Chromium resolves *.localhost to
 * loopback, so `http://<brand-id>.localhost:PORT/` opens that brand.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
const dist = process.env.E2E_DIST ?? 'dist';
// Playwright starts the web server BEFORE global setup, so the build lives in
// the server command itself (E2E_SKIP_BUILD=1 when dist/ is known fresh).
const build = process.env.E2E_SKIP_BUILD ? '' : `npx tsx scripts/build-brands.ts --out-dir ${dist} && `;

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder when a run starts: a private run (E2E_DIST) keeps its own so it never
  // deletes the traces of another run in the same tree.
  outputDir: dist === 'dist' ? 'test-results/main' : `test-results/${dist}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // Pictures are compared by the visual matrix (tests/e2e/matrix, scripts/lib/matrix-visual), not by toHaveScreenshot.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    // The built brands register a service worker (PWA); page.route() cannot see what a worker answers, so specs
    // run without one unless they opt in (tests/e2e/pwa does).
    serviceWorkers: 'block',
    // The same zone and language on every machine, whatever the host's settings.
    timezoneId: 'UTC',
    locale: 'en-US',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [...QUIET_CHROMIUM_ARGS, ...DETERMINISTIC_RENDER_ARGS, EXAMPLE_DOMAINS_TO_LOOPBACK],
      // Fontconfig sees only the fonts the project installs: no host font can change a picture.
      env: { ...(process.env as Record<string, string>), ...hostIndependentFontsEnv() },
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // E2E_DIST: serve a private build (several people build dist/ in one tree at once).
    command: `${build}npx tsx scripts/start.ts --all --no-build --port ${E2E_PORT} --dist ${dist} --data tests/e2e/.tmp/sandbox-data-${E2E_PORT} --fresh`,
    url: `http://127.0.0.1:${E2E_PORT}/__sandbox/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { ...(process.env as Record<string, string>), TZ: 'UTC', LANG: 'en_US.UTF-8' },
  },
});

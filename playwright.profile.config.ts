import { defineConfig } from '@playwright/test';
import base, { E2E_PORT } from './playwright.config';

/**
 * The login, deposit, withdraw and lobby flows, unchanged, against a platform that differs from the contract: the
 * sandbox plays platform profile E2E_PROFILE (default test-renamed: five calls moved, one answer field renamed) and
 * every brand is built with that profile in its manifest (api.profile), so the portal reaches those calls only
 * through the mapping of its API layer.
 *
 *   E2E_DIST=dist-contract E2E_PORT=4323 npx playwright test -c playwright.profile.config.ts
 */
const profile = process.env.E2E_PROFILE ?? 'test-renamed';
// The profile-only spec (platform-profile/mapping.spec.ts) runs when this is set; workers inherit it.
process.env.E2E_PROFILE = profile;
const dist = process.env.E2E_DIST ?? `dist-profile-${profile}`;
const brandsDir = `tests/e2e/.tmp/brands-${profile}`;
const prepare = `npx tsx tests/e2e/platform-profile/prepare-brands.ts --profile ${profile} --out ${brandsDir}`;
const build = process.env.E2E_SKIP_BUILD ? '' : `npx tsx scripts/build-brands.ts --brands-dir ${brandsDir} --out-dir ${dist} && `;

export default defineConfig({
  ...base,
  testMatch: ['accounts/login.spec.ts', 'wallet/wallet.spec.ts', 'games/lobby.spec.ts', 'platform-profile/*.spec.ts'],
  outputDir: `test-results/${dist}`,
  webServer: {
    command: `${prepare} && ${build}npx tsx scripts/start.ts --all --no-build --port ${E2E_PORT} --dist ${dist} --brands ${brandsDir} --profile ${profile} --data tests/e2e/.tmp/sandbox-data-${E2E_PORT} --fresh`,
    url: `http://127.0.0.1:${E2E_PORT}/__sandbox/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

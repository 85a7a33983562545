import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Tests see the same clock zone and locale on every machine (the forks inherit these).
process.env.TZ = 'UTC';
process.env.LANG = 'en_US.UTF-8';
delete process.env.LC_ALL;

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Only unit, component and sandbox-integration tests: Playwright owns tests/e2e.
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['tests/setup.ts'],
      globals: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
      env: { TZ: 'UTC', LANG: 'en_US.UTF-8' },
    },
  }),
);

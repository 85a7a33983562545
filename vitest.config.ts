import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

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
    },
  }),
);

import { execFileSync } from 'node:child_process';

/** Build every brand once before the suite (skip with E2E_SKIP_BUILD=1 when dist/ is fresh). */
export default function globalSetup(): void {
  if (process.env.E2E_SKIP_BUILD) return;
  execFileSync('npx', ['tsx', 'scripts/build-brands.ts', ...(process.env.E2E_DIST ? ['--out-dir', process.env.E2E_DIST] : [])], { stdio: 'inherit' });
}

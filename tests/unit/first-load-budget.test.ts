import { describe, expect, it } from 'vitest';
import { budgetFailure, chunkModules, contributorOf, firstLoadContributors, type FirstLoad } from '../../scripts/lib/brand/bundle-size';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { appChunkFiles } from '../../scripts/vite/app-chunks';

/** The build's first-load budget (scripts/build-brands.ts fails with this text): over means a failure naming the biggest contributors. */
const load: FirstLoad = {
  files: [
    { path: '/assets/index-a.js', bytes: 10_000, gzip: 4_000 },
    { path: '/assets/mount-b.js', bytes: 200_000, gzip: 80_000 },
    { path: '/assets/style-c.css', bytes: 5_000, gzip: 1_000 },
  ],
  jsGzip: 84_000,
  cssGzip: 1_000,
};
const modules = chunkModules([
  {
    type: 'chunk',
    fileName: 'assets/index-a.js',
    modules: { '/repo/src/app/bootstrap/boot.ts': { renderedLength: 6_000 }, '/repo/src/api/client.ts': { renderedLength: 4_000 } },
  },
  {
    type: 'chunk',
    fileName: 'assets/mount-b.js',
    modules: {
      '/repo/node_modules/react-dom/cjs/react-dom-client.production.js': { renderedLength: 150_000 },
      '/repo/node_modules/@emotion/styled/dist/x.js': { renderedLength: 30_000 },
      '/repo/src/features/games/hooks/useLaunchGame.ts': { renderedLength: 20_000 },
    },
  },
  { type: 'asset', fileName: 'assets/style-c.css' },
]);

describe('first-load budget', () => {
  it('passes at or under the budget', () => {
    expect(budgetFailure(load, 84_000, modules)).toBeNull();
    expect(budgetFailure(load, 100_000, modules)).toBeNull();
  });

  it('fails over the budget with the total, the overshoot and the top contributors, largest first', () => {
    const text = budgetFailure(load, 80 * 1024, modules, 3);
    expect(text).toContain('first-load JS is 82.0 KB gzip, over the 80.0 KB budget by 2.0 KB');
    const listed = text!.split('\n').filter((l) => /^\s+\d+\.\d KB {2}/.test(l));
    expect(listed.map((l) => l.trim().split(/\s{2,}/)[1])).toEqual(['react-dom', '@emotion/styled', 'src/features/games']);
    expect(listed[0]).toContain('58.6 KB'); // 80,000 × 150/200 = 60,000 bytes
  });

  it('shares each chunk out by module and keeps the exact total', () => {
    const all = firstLoadContributors(load, modules);
    expect(all.reduce((n, c) => n + c.gzip, 0)).toBe(84_000);
    expect(all.find((c) => c.name === 'src/app/bootstrap')?.gzip).toBe(2_400);
  });

  it('names packages (scoped too) and source folders', () => {
    expect(contributorOf('/x/node_modules/.pnpm/node_modules/react-router/dist/index.mjs')).toBe('react-router');
    expect(contributorOf('C:\\x\\node_modules\\@emotion\\react\\dist\\a.js')).toBe('@emotion/react');
    expect(contributorOf('/repo/src/features/wallet/components/A.tsx')).toBe('src/features/wallet');
    expect(contributorOf('/repo/src/main.tsx')).toBe('main.tsx');
  });
});

describe('app chunks (scripts/vite/app-chunks.ts)', () => {
  const chunk = (fileName: string, extra: Partial<OutputChunk>): OutputChunk =>
    ({ type: 'chunk', fileName, facadeModuleId: null, moduleIds: [], imports: [], ...extra }) as OutputChunk;

  it('lists the chunk of a dynamically imported module and its static imports, minus what the page already loads', () => {
    const bundle = {
      a: chunk('assets/index-a.js', { facadeModuleId: '/repo/src/main.tsx', imports: ['assets/runtime-r.js'] }),
      b: chunk('assets/mount-b.js', { facadeModuleId: '/repo/src/app/bootstrap/mount.tsx', imports: ['assets/react-c.js', 'assets/runtime-r.js'] }),
      c: chunk('assets/react-c.js', {}),
      r: chunk('assets/runtime-r.js', {}),
    } as unknown as OutputBundle;
    expect(appChunkFiles(bundle, ['src/app/bootstrap/mount.tsx'], new Set(['assets/index-a.js', 'assets/runtime-r.js']))).toEqual([
      'assets/mount-b.js',
      'assets/react-c.js',
    ]);
  });

  it('finds the module inside a code-splitting group chunk (no facade of its own)', () => {
    const bundle = {
      app: chunk('assets/app-x.js', { moduleIds: ['/repo/src/app/App.tsx', '/repo/src/app/bootstrap/mount.tsx'], imports: ['assets/runtime-r.js'] }),
      r: chunk('assets/runtime-r.js', {}),
    } as unknown as OutputBundle;
    expect(appChunkFiles(bundle, ['src/app/bootstrap/mount.tsx'], new Set())).toEqual(['assets/app-x.js', 'assets/runtime-r.js']);
  });

  it('fails the build when the module is in no chunk', () => {
    expect(() => appChunkFiles({} as OutputBundle, ['src/app/bootstrap/mount.tsx'], new Set())).toThrow(/no chunk has src\/app\/bootstrap\/mount.tsx/);
  });
});

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTree } from '../../scripts/check-layers';

/**
 * Planted violations: a small clean tree, then one bad import at a time. Each
 * must be reported (on the file that makes it), and the clean tree must pass.
 */
const clean: Record<string, string> = {
  'src/main.tsx': "import { App } from './app/App';\nexport { App };\n",
  'src/app/App.tsx':
    "import * as games from '@/features/games/entry';\nimport { Button } from '../components/Button';\nexport const App = [games.pages.lobby, Button];\n",
  'src/app/routing/routes.ts':
    "import { pages } from '../../features/lottery/entry.ts';\nexport const lottery = () => import('@/features/games/entry').then(() => pages);\n",
  'src/app/layout/Header.tsx': 'export const Header = 1;\n',
  'src/brand/brand-config.ts': 'export const brand = 1;\n',
  'src/theme/theme.ts': "import { brand } from '@/brand/brand-config';\nexport const theme = brand;\n",
  'src/i18n/language.ts': "import { brand } from '../brand/brand-config';\nexport const language = brand;\n",
  'src/api/api.ts': "import ky from 'ky';\nexport const api = ky;\n",
  'src/api/models.ts': 'export interface Game { id: string }\n',
  'src/lib/format.ts':
    "import type { Game } from '@/api/models';\nimport { type Game as G } from '../api/models';\nexport const f = (g: Game, h: G) => [g, h];\n",
  'src/session/session.ts': "import { api } from '@/api/api';\nexport const session = api;\n",
  'src/flags/flags.ts': "import { api } from '@/api/api';\nexport const flags = api;\n",
  'src/components/Button.tsx': "import { theme } from '@/theme/theme';\nimport { f } from '@/lib/format';\nexport const Button = [theme, f];\n",
  'src/components/form/TextField.tsx': "import { Button } from '../Button';\nexport const TextField = Button;\n",
  'src/forms/DynamicForm.tsx': "import { TextField } from '@/components/form/TextField';\nexport const DynamicForm = TextField;\n",
  'src/platform/cdns.ts': "import { api } from '@/api/api';\nimport { session } from '@/session/session';\nexport const cdns = [api, session];\n",
  'src/features/games/pages/LobbyPage.tsx':
    "import { api } from '@/api/api';\nimport { cdns } from '@/platform/cdns';\nimport { DynamicForm } from '@/forms/DynamicForm';\nimport { helper } from '../lib/helper';\nexport const LobbyPage = [api, cdns, DynamicForm, helper];\n",
  'src/features/games/lib/helper.ts': "// import { x } from '@/app/App' (a comment is not an import)\nexport const helper = 'https://example.com/a//b';\n",
  'src/features/games/entry.ts':
    "// What app composes: loaders, not a barrel (export * is refused).\nexport const pages = { lobby: () => import('./pages/LobbyPage') };\nexport { helper } from './lib/helper';\n",
  'src/features/lottery/entry.ts': "export const pages = { lottery: () => import('./pages/LotteryPage') };\n",
  'src/features/lottery/pages/LotteryPage.tsx': "import { session } from '../../../session/session';\nexport const LotteryPage = session;\n",
};

const planted: { kind: string; file: string; text: string }[] = [
  { kind: 'feature -> feature by alias', file: 'src/features/lottery/a.ts', text: "import { LobbyPage } from '@/features/games/pages/LobbyPage';\n" },
  { kind: 'feature -> feature by relative path', file: 'src/features/lottery/a.ts', text: "import { helper } from '../games/lib/helper';\n" },
  {
    kind: 'feature -> feature by dynamic import()',
    file: 'src/features/lottery/a.ts',
    text: "export const load = () => import('../../features/games/pages/LobbyPage');\n",
  },
  { kind: 'feature -> feature by re-export', file: 'src/features/lottery/a.ts', text: "export { helper } from '@/features/games/lib/helper';\n" },
  { kind: 'feature -> app by ../../../app', file: 'src/features/games/pages/a.ts', text: "import { Header } from '../../../app/layout/Header';\n" },
  { kind: 'feature -> app by alias', file: 'src/features/games/a.ts', text: "import { App } from '@/app/App';\n" },
  { kind: 'components -> feature', file: 'src/components/a.tsx', text: "import { LobbyPage } from '../features/games/pages/LobbyPage';\n" },
  { kind: 'components -> app', file: 'src/components/a.tsx', text: "import { App } from '@/app/App';\n" },
  {
    kind: 'components -> forms (forms sit above components)',
    file: 'src/components/form/a.tsx',
    text: "import { DynamicForm } from '../../forms/DynamicForm';\n",
  },
  { kind: 'components -> api call (types only)', file: 'src/components/a.tsx', text: "import { api } from '@/api/api';\n" },
  { kind: 'lib -> feature', file: 'src/lib/a.ts', text: "import { helper } from '@/features/games/lib/helper';\n" },
  { kind: 'lib -> api call (types only)', file: 'src/lib/a.ts', text: "import { api } from '@/api/api';\n" },
  { kind: 'session -> feature', file: 'src/session/a.ts', text: "import { LobbyPage } from '../features/games/pages/LobbyPage';\n" },
  { kind: 'session -> app', file: 'src/session/a.ts', text: "import { App } from '../app/App';\n" },
  { kind: 'api -> session (upwards)', file: 'src/api/a.ts', text: "import { session } from '@/session/session';\n" },
  { kind: 'brand -> theme (upwards)', file: 'src/brand/a.ts', text: "import { theme } from '../theme/theme';\n" },
  { kind: 'theme -> i18n (same rank)', file: 'src/theme/a.ts', text: "import { language } from '@/i18n/language';\n" },
  { kind: 'platform -> feature', file: 'src/platform/a.ts', text: "import { LobbyPage } from '@/features/games/pages/LobbyPage';\n" },
  { kind: 'app -> main (upwards)', file: 'src/app/a.ts', text: "import { App } from '../main';\n" },
  { kind: 'src -> sandbox', file: 'src/lib/a.ts', text: "import { contract } from '../../sandbox/contract';\n" },
  { kind: "feature -> 'ky' (only src/api talks HTTP)", file: 'src/features/games/a.ts', text: "import ky from 'ky';\n" },
  { kind: 'app -> feature internals, not its entry', file: 'src/app/a.ts', text: "import { LobbyPage } from '@/features/games/pages/LobbyPage';\n" },
  { kind: 'app -> feature internals by relative path', file: 'src/app/layout/a.ts', text: "import { helper } from '../../features/games/lib/helper';\n" },
  {
    kind: 'app -> feature internals by dynamic import()',
    file: 'src/app/a.ts',
    text: "export const load = () => import('@/features/games/pages/LobbyPage');\n",
  },
  { kind: 'app -> feature internals by re-export', file: 'src/app/a.ts', text: "export { helper } from '@/features/games/lib/helper';\n" },
  {
    kind: 'main -> feature internals',
    file: 'src/main.tsx',
    text: "import { App } from './app/App';\nimport { LobbyPage } from './features/games/pages/LobbyPage';\nexport { App, LobbyPage };\n",
  },
  { kind: 'feature -> another feature entry', file: 'src/features/lottery/a.ts', text: "import { pages } from '@/features/games/entry';\n" },
  { kind: 'feature entry as a barrel (export *)', file: 'src/features/lottery/entry.ts', text: "export * from './pages/LotteryPage';\n" },
];

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

function tree(extra?: { file: string; text: string }): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  roots.push(root);
  const files = extra ? { ...clean, [extra.file]: extra.text } : clean;
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe('check-layers on resolved paths', () => {
  it('passes the clean tree (type-only lib -> api, relative imports inside a feature, forms -> components, app -> feature entries)', () => {
    expect(checkTree(tree())).toEqual([]);
  });

  it(`plants ${planted.length} kinds of violation`, () => {
    expect(planted.length).toBeGreaterThanOrEqual(10);
    expect(new Set(planted.map((p) => p.kind)).size).toBe(planted.length);
  });

  for (const p of planted) {
    it(`fails on ${p.kind}`, () => {
      const found = checkTree(tree(p));
      expect(found.map((v) => v.file)).toEqual([p.file]);
    });
  }

  it('the command exits 1 on a violation and 0 on the clean tree', () => {
    const run = (root: string) => {
      try {
        execFileSync('npx', ['tsx', 'scripts/check-layers.ts', root], { stdio: 'pipe' });
        return 0;
      } catch (err) {
        return (err as { status: number }).status;
      }
    };
    expect(run(tree())).toBe(0);
    expect(run(tree(planted[1]))).toBe(1);
  });
});

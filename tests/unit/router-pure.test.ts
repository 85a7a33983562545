import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { markRouterCallsPure } from '../../scripts/vite/router-pure';
import { handWrittenSources } from '../../scripts/lib/source-files';

describe("React Router's module-level components marked pure (scripts/vite/router-pure.ts)", () => {
  it('marks forwardRef / memo / createContext at the top level and drops developer-tools names', () => {
    const code = ['var Link = React10.forwardRef(', 'Link.displayName = "Link";', 'var Ctx = React.createContext(null);', '  var inner = React.memo(x);'].join(
      '\n',
    );
    expect(markRouterCallsPure(code).split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '',
      'var Ctx = /* @__PURE__ */ React.createContext(null);',
      '  var inner = React.memo(x);',
    ]);
  });

  it("still finds Link, NavLink and Form in the installed react-router's production build", () => {
    const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
    const modules = readdirSync(dist).filter((f) => f.endsWith('.mjs'));
    const marked = modules.map((f) => markRouterCallsPure(readFileSync(join(dist, f), 'utf8'))).join('\n');
    for (const name of ['Link', 'NavLink', 'Form']) {
      expect(marked).toContain(`var ${name} = /* @__PURE__ */ React`);
      expect(marked).not.toContain(`${name}.displayName`);
    }
  });
});

describe("the portal's links", () => {
  it("come from src/components/RouterLink.tsx: React Router's own Link, NavLink or Form would bring its framework mode back into the first load", () => {
    const offenders = handWrittenSources(join(import.meta.dirname, '../..'))
      .filter(({ text }) => [...text.matchAll(/import\s*{([^}]*)}\s*from\s*'react-router(?:-dom)?'/g)].some((m) => /\b(?:Link|NavLink|Form)\b/.test(m[1])))
      .map((f) => f.file);
    expect(offenders).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { coverage, coverageTable, usedKeys } from '../../scripts/lib/brand/locale-coverage';
import { withFallback } from '../../scripts/vite/locale-fallback';

describe('usedKeys: message keys the source uses', () => {
  const files = [
    {
      path: 'src/a.tsx',
      text: [
        "const t = intl.formatMessage({ id: 'shell.title' });",
        "const u = intl.formatMessage({ id: open ? 'menu.close' : 'menu.open' }, { n: 1 });",
        '<FormattedMessage id="auth.login.submit" />',
        "<FormattedMessage id={'auth.register.submit'} values={{ a: 1 }} />",
        "const field = { labelId: 'forms.username', type: 'text' };",
        "throw new ApiError('X', 'error.network', 0);",
        "const route = { id: 'home', path: '/' }; // not a message key: no dot",
        "const css = 'a.b'; // a dotted string outside any key position is not counted",
      ].join('\n'),
    },
  ];
  const used = usedKeys(files);

  it('finds ids in formatMessage (ternaries too), FormattedMessage, *Id/*Key props and error.* literals', () => {
    expect([...used.keys()].sort()).toEqual([
      'auth.login.submit',
      'auth.register.submit',
      'error.network',
      'forms.username',
      'menu.close',
      'menu.open',
      'shell.title',
    ]);
  });

  it('remembers where a key is first used', () => {
    expect(used.get('auth.login.submit')).toEqual({ key: 'auth.login.submit', file: 'src/a.tsx', line: 3 });
  });
});

describe('coverage', () => {
  const catalogs = {
    EN: { 'a.one': 'One', 'a.two': 'Two' },
    TH: { 'a.one': 'หนึ่ง', 'a.two': 'สอง' },
    VI: { 'a.one': 'Một' },
    KO: {},
  };
  const used = new Map([['a.three', { key: 'a.three', file: 'src/x.ts', line: 4 }]]);

  it('fails when an interface language misses an EN key or src uses a key EN lacks', () => {
    const r = coverage(catalogs, ['EN', 'TH', 'VI'], used);
    expect(r.failures).toEqual([
      'VI misses 1 key that EN has: a.two (add them with npm run locales:add)',
      'a.three is used in src/x.ts:4 but EN has no such key: add it with npm run locales:add, in all seven interface languages',
    ]);
  });

  it('treats other languages as information only (they fall back to EN)', () => {
    const r = coverage(catalogs, ['EN', 'TH'], new Map());
    expect(r.failures).toEqual([]);
    expect(r.languages.find((l) => l.code === 'KO')).toMatchObject({ required: false, present: 0 });
    expect(coverageTable(r)).toContain('KO        0/2       0%        falls back to EN key by key');
  });

  it('flags a required catalog that does not exist', () => {
    expect(coverage({ EN: {} }, ['EN', 'CN'], new Map()).failures).toEqual(['locales/CN.json is missing: an interface language needs a complete catalog']);
  });
});

describe('localeFallback', () => {
  it('fills missing keys from EN, key by key, and keeps the own translations', () => {
    expect(withFallback({ 'a.one': 'Uno' }, { 'a.one': 'One', 'a.two': 'Two' })).toEqual({ 'a.one': 'Uno', 'a.two': 'Two' });
    expect(withFallback({}, {})).toEqual({});
  });
});

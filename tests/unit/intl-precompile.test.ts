import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createIntl, createIntlCache } from 'react-intl';
import { precompile, runtimeIcuParse } from '../../scripts/vite/locale-fallback';
import { isPlainText } from '../../scripts/vite/intl-no-parser';

const parse = runtimeIcuParse();
const EN = JSON.parse(readFileSync(new URL('../../locales/EN.json', import.meta.url), 'utf8')) as Record<string, string>;

describe('catalogs precompiled to ICU ASTs (production build)', () => {
  it('format exactly like the strings they came from, for every EN key', () => {
    // Every argument a number (plurals need one), every tag a wrapper.
    const values: Record<string, unknown> = {};
    for (const text of Object.values(EN)) {
      for (const [, name] of text.matchAll(/\{\s*(\w+)/g)) values[name] = 3;
      for (const [, tag] of text.matchAll(/<(\w+)>/g)) values[tag] = (chunks: unknown[]) => `[${chunks.join('')}]`;
    }
    const fromText = createIntl({ locale: 'en', messages: EN }, createIntlCache());
    const fromAst = createIntl({ locale: 'en', messages: precompile(EN, 'EN', parse) as never }, createIntlCache());
    for (const id of Object.keys(EN)) expect(fromAst.formatMessage({ id }, values as never), id).toEqual(fromText.formatMessage({ id }, values as never));
  });

  it('fail the build with the key of a message the parser refuses', () => {
    expect(() => precompile({ 'a.bad': 'Hi {name' }, 'EN', parse)).toThrow(/locales\/EN\.json: "a\.bad"/);
  });

  it('leave only plain text to the literal-only run-time parser', () => {
    expect(isPlainText("Don't miss Ho Chi Minh")).toBe(true);
    expect(isPlainText('Hi {name}')).toBe(false);
    expect(isPlainText('<b>x</b>')).toBe(false);
    expect(isPlainText("It''s")).toBe(false);
  });

  it('keep plain text as strings (cheap to evaluate) and ship every message with ICU syntax as its AST', () => {
    const compiled = precompile(EN, 'EN', parse);
    const strings = Object.entries(compiled).filter(([, message]) => typeof message === 'string');
    // Every string is one the build's literal-only parser reads, and is the text itself.
    for (const [id, message] of strings) expect([id, isPlainText(message as string), message]).toEqual([id, true, EN[id]]);
    expect(strings.length).toBeGreaterThan(Object.keys(EN).length / 2);
    for (const [id, text] of Object.entries(EN)) if (!isPlainText(text)) expect(Array.isArray(compiled[id]), id).toBe(true);
  });
});

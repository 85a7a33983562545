import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { untranslated } from '../../scripts/lib/brand/locale-coverage';
import { interfaceLanguages } from '../../src/i18n/languages';

describe('an interface language that leaves a phrase in English', () => {
  const catalogs = {
    EN: { title: 'Help centre', ok: 'OK', app: 'iPhone / iPad', greet: 'Hello {name}', vip: 'VIP' },
    TY: { title: 'Help centre', ok: 'OK', app: 'iPhone / iPad', greet: 'Hello {name}', vip: 'VIP' },
  };

  it('is named with its key, while names, codes and one-word labels are not', () => {
    const found = untranslated(catalogs, ['EN', 'TY']);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('TY: title is still the English "Help centre"');
  });

  it('is not found in the catalogs of this repository', () => {
    const read = (code: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', `${code}.json`), 'utf8')) as Record<string, string>;
    const all = Object.fromEntries(interfaceLanguages.map((c) => [c, read(c)]));
    expect(untranslated(all, interfaceLanguages)).toEqual([]);
  });
});

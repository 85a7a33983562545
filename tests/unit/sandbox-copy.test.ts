import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copyFor, parseCopy, PROMOTION_KEYS } from '../../sandbox/fixtures/copy/catalogue';

const english = readFileSync('sandbox/fixtures/copy/en.json', 'utf8');

describe('sandbox site copy (sandbox/fixtures/copy/*.json)', () => {
  it('reads each language its own copy, Brazilian Portuguese the Portuguese one and any other language English', () => {
    expect(copyFor('th').locale).toBe('th-TH');
    expect(copyFor('PT-BR')).toBe(copyFor('PT'));
    expect(copyFor('KO')).toBe(copyFor('EN'));
    expect(PROMOTION_KEYS[0]).toBe('welcome');
  });

  it('refuses a copy with a missing or unknown key, naming the file and the place', () => {
    const { cta: _cta, ...withoutCta } = JSON.parse(english) as Record<string, unknown>;
    expect(() => parseCopy(JSON.stringify(withoutCta), 'xx.json')).toThrow(/xx\.json.*must have required property 'cta'/);
    const misspelt = JSON.parse(english) as { points: Record<string, unknown> };
    misspelt.points.bonusSmal = misspelt.points.bonusSmall;
    expect(() => parseCopy(JSON.stringify(misspelt), 'xx.json')).toThrow(/\/points must NOT have additional properties/);
  });
});

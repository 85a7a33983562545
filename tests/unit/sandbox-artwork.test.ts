import { describe, expect, it } from 'vitest';
import { fontsFor } from '../../sandbox/art/fonts';
import { fit, widthEm, wrap } from '../../sandbox/art/text';

/** Artwork draws text only with the project's font files, chosen to cover the text, laid out to fit. */
describe('artwork fonts', () => {
  it('takes the brand family’s subsets that cover the text, then Noto for scripts the family lacks', () => {
    const thai = fontsFor('kanit', 700, ['โบนัส 100%']);
    expect(thai.key.split(',').sort()).toEqual(['kanit-latin-700-normal.woff2', 'kanit-thai-700-normal.woff2']);
    expect(thai.cssFamily).toBe("'Kanit'");
    const chinese = fontsFor('poppins', 700, ['100% 首存']);
    expect(chinese.key).toMatch(/poppins-latin-700/);
    expect(chinese.key).toMatch(/noto-sans-sc-\d+-700/);
    expect(chinese.cssFamily).toBe("'Poppins', 'Noto Sans SC'");
    expect(fontsFor('no-such-family', 700, ['Hello']).cssFamily).toBe("'Noto Sans'");
    for (const set of [thai, chinese]) expect(set.buffers.every((b) => b.length > 1000)).toBe(true);
  });
});

describe('artwork text layout', () => {
  it('Thai marks above and below take no width; CJK breaks between characters', () => {
    expect(widthEm('สี่')).toBe(widthEm('ส'));
    expect(wrap('首存欢迎奖金', 3)).toEqual(['首存', '欢迎', '奖金']);
  });
  it('fits a headline into its lines and width, shrinking only as far as needed', () => {
    const short = fit('Welcome', 600, 50, 2);
    expect(short).toEqual({ size: 50, lines: ['Welcome'] });
    const long = fit('Unlimited slot rebate 1.2% paid every single day', 400, 50, 2);
    expect(long.lines.length).toBeLessThanOrEqual(2);
    expect(Math.max(...long.lines.map((l) => widthEm(l) * long.size))).toBeLessThanOrEqual(400);
    expect(long.size).toBeLessThan(50);
  });
});

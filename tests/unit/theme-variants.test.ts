import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT, resolveLayout, variant, variantStylesheet, variantTokens } from '../../src/theme/variants';
import { phoneColumns } from '../../src/features/home/components/CategoryTiles';

describe('layout variants (theme.layout)', () => {
  it('a brand that chooses nothing gets the defaults; a partial choice keeps the other defaults', () => {
    expect(resolveLayout(undefined)).toEqual(DEFAULT_LAYOUT);
    const l = resolveLayout({ tiles: 'portrait', home: { categories: 'rail' } });
    expect(l.tiles).toBe('portrait');
    expect(l.navigation).toBe('rail');
    expect(l.home).toEqual({ hero: 'carousel', categories: 'rail', strips: ['hot-games', 'lottery', 'promotions'] });
  });

  it('one token per choice on <html data-variants>, matched by the static selector', () => {
    expect(variantTokens({ navigation: 'top', header: 'centred' }).split(' ')).toEqual([
      'nav-top',
      'header-centred',
      'tiles-square',
      'density-comfortable',
      'corners-rounded',
      'elevation-raised',
      'icons-line',
      'hero-carousel',
      'cats-grid',
    ]);
    expect(variant('nav-top')).toBe("html[data-variants~='nav-top']");
  });

  it("the stylesheet carries the brand's own values only, with Thai and Vietnamese type scales by lang", () => {
    const css = variantStylesheet({ tiles: 'landscape', corners: 'pill', elevation: 'flat' }, { thai: { size: 18, lineHeight: 1.8 } });
    expect(css).toContain('--tile-ratio:4 / 3');
    expect(css).toContain('--radius-control:999px');
    expect(css).toContain('--shadow-card:none');
    expect(css).not.toContain('3 / 4');
    expect(css).toContain(':root:lang(th){--fs:18px;--lh:1.8}');
    expect(css).toContain(':root:lang(vi){--fs:16px;--lh:1.65}');
  });
});

describe('category grid on phones', () => {
  it('picks 3 or 4 columns so no tile is left alone on the last row', () => {
    expect([5, 6, 7, 8, 9, 10, 11, 12].map(phoneColumns)).toEqual([3, 3, 4, 4, 3, 4, 4, 3]);
  });
});

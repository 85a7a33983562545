// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { BrandContext, type ResolvedBrandConfig } from '@/brand/brand-config';
import { useMoney } from '@/components/useMoney';

/** The one money formatter every screen uses: the brand's currency, the player's language, strings only. */
function Amounts({ values, currency }: { values: string[]; currency?: string }) {
  const money = useMoney();
  return (
    <ul>
      {values.map((v) => (
        <li key={v}>{money.format(v, currency)}</li>
      ))}
      <li>{money.plain(values[0])}</li>
      <li>decimals {money.decimals}</li>
    </ul>
  );
}

function shown(locale: string, code: string, values: string[], currency?: string): string[] {
  const brand = { currency: { code } } as ResolvedBrandConfig;
  render(
    <BrandContext.Provider value={brand}>
      <IntlProvider locale={locale} messages={{}}>
        <Amounts values={values} currency={currency} />
      </IntlProvider>
    </BrandContext.Provider>,
  );
  return screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
}

describe('useMoney', () => {
  it('formats decimal strings exactly in the brand currency and the player language (no float on the way)', () => {
    expect(shown('en', 'USD', ['1234.5', '90071992547409.99', 'oops'])).toEqual(['$1,234.50', '$90,071,992,547,409.99', '—', '1,234.50', 'decimals 2']);
  });

  it('keeps a zero-decimal currency whole and lets a message name its own currency', () => {
    const [vnd, , , plain, decimals] = shown('vi', 'VND', ['1234500', '2', '0.1'], 'VND');
    expect(vnd.replace(/\s/g, ' ')).toBe('1.234.500 ₫');
    expect(plain).toBe('1.234.500');
    expect(decimals).toBe('decimals 0');
  });
});

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useBrand } from '@/brand/brand-config';
import { currencyDecimals, formatMoney } from '@/lib/money';

export interface Money {
  /** A decimal string as money in the player's language ("₫ 1.234.500", "$1,234.50"); `currency` defaults to the brand's. */
  format(decimal: string, currency?: string): string;
  /** The same amount without the currency symbol ("1,234.50"). */
  plain(decimal: string): string;
  /** Places the player may type: the currency's (VND 0, USD 2), at most the platform's 2. */
  decimals: number;
  /** The brand's ISO 4217 code. */
  code: string;
}

/**
 * THE money formatter of the portal's screens: the brand's currency in the player's language, from decimal strings
 * only (src/lib/money.ts: no binary float on the way). Intl.NumberFormat is costly to build and a page repeats the
 * same amounts (stakes, totals, prizes), so each distinct string is formatted once per language and currency.
 */
export function useMoney(): Money {
  const { locale } = useIntl();
  const code = useBrand().currency.code;
  return useMemo(() => {
    const formatted = new Map<string, string>();
    const cached = (key: string, make: () => string) => {
      let text = formatted.get(key);
      if (text === undefined) {
        text = make();
        if (formatted.size > 5_000) formatted.clear();
        formatted.set(key, text);
      }
      return text;
    };
    return {
      format: (decimal, currency = code) => cached(`${currency} ${decimal}`, () => formatMoney(decimal, currency, locale)),
      plain: (decimal) => cached(`- ${decimal}`, () => formatMoney(decimal, code, locale, { withSymbol: false })),
      decimals: Math.min(2, currencyDecimals(code)),
      code,
    };
  }, [locale, code]);
}

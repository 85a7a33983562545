import { useIntl } from 'react-intl';
import { useBrand } from '@/brand/brand-config';
import { currencyDecimals, formatMoney } from '@/lib/money';

/** Money in the brand's currency and the player's language, from decimal strings only (no float on the way). */
export function useMoney() {
  const intl = useIntl();
  const brand = useBrand();
  const code = brand.currency.code;
  return {
    format: (decimal: string) => formatMoney(decimal, code, intl.locale),
    /** Places the player may type: the currency's (VND 0, USD 2), at most the platform's 2. */
    decimals: Math.min(2, currencyDecimals(code)),
    code,
  };
}

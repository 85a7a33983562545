import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useBrand } from '@/brand/brand-config';
import { compareDecimal, formatMoney } from '@/lib/money';

export type Tone = 'up' | 'down' | 'flat';

export interface RecordFormat {
  /** A decimal string as money of the brand's currency in the player's language. */
  money(decimal: string): string;
  /** Signed money for wins, losses and movements: "+₫1,200" / "-₫500" (the sign, not only the colour, says which). */
  signed(decimal: string): string;
  tone(decimal: string): Tone;
  /** The platform's `yyyy-MM-dd HH:mm:ss` shortened to minutes for tables. */
  minutes(time: string): string;
  t(id: string, values?: Record<string, string | number>): string;
  /** A message id when the catalogue has it, else the raw value (a kind or vendor the platform adds later). */
  label(prefix: string, value: string): string;
}

export function useRecordFormat(): RecordFormat {
  const intl = useIntl();
  const currency = useBrand().currency.code;
  return useMemo(() => {
    // Intl.NumberFormat is costly to build and a page repeats the same amounts (stakes, totals): one formatting per distinct string.
    const formatted = new Map<string, string>();
    const money = (d: string) => {
      let text = formatted.get(d);
      if (text === undefined) {
        text = formatMoney(d, currency, intl.locale);
        if (formatted.size > 5_000) formatted.clear();
        formatted.set(d, text);
      }
      return text;
    };
    const tone = (d: string): Tone => {
      const c = compareDecimal(d, '0');
      return c > 0 ? 'up' : c < 0 ? 'down' : 'flat';
    };
    return {
      money,
      tone,
      signed: (d) => (tone(d) === 'up' ? `+${money(d)}` : money(d)),
      minutes: (time) => time.slice(0, 16),
      t: (id, values) => intl.formatMessage({ id }, values),
      label: (prefix, value) => {
        const id = `${prefix}.${value}`;
        return intl.messages[id] ? intl.formatMessage({ id }) : value;
      },
    };
  }, [intl, currency]);
}

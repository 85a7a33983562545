import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useBrand } from '@/brand/brand-config';
import { figureFormat, type FigureFormat } from '@/lib/figures';
import { formatMoney } from '@/lib/money';

export interface RecordFormat extends FigureFormat {
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
    return {
      ...figureFormat(money, (id, values) => intl.formatMessage({ id }, values)),
      label: (prefix, value) => {
        const id = `${prefix}.${value}`;
        return intl.messages[id] ? intl.formatMessage({ id }) : value;
      },
    };
  }, [intl, currency]);
}

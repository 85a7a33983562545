import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useBrand } from '@/brand/brand-config';
import { compareDecimal, formatMoney } from '@/lib/money';

export type Tone = 'up' | 'down' | 'flat';

export interface AgentFormat {
  money(decimal: string): string;
  /** "+₫1,200" / "-₫500": the sign says which, not only the colour. */
  signed(decimal: string): string;
  tone(decimal: string): Tone;
  /** A rate in percent ("25.00" → "25%"). */
  rate(decimal: string): string;
  /** `yyyy-MM-dd HH:mm:ss` to minutes. */
  minutes(time: string): string;
  t(id: string, values?: Record<string, string | number>): string;
}

export function useAgentFormat(): AgentFormat {
  const intl = useIntl();
  const currency = useBrand().currency.code;
  return useMemo(() => {
    const money = (d: string) => formatMoney(d, currency, intl.locale);
    const tone = (d: string): Tone => {
      const c = compareDecimal(d, '0');
      return c > 0 ? 'up' : c < 0 ? 'down' : 'flat';
    };
    return {
      money,
      tone,
      signed: (d) => (tone(d) === 'up' ? `+${money(d)}` : money(d)),
      rate: (d) => `${formatMoney(d, currency, intl.locale, { withSymbol: false }).replace(/[.,]00$/, '')}%`,
      minutes: (time) => time.slice(0, 16),
      t: (id, values) => intl.formatMessage({ id }, values),
    };
  }, [intl, currency]);
}

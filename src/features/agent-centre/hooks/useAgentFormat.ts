import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useBrand } from '@/brand/brand-config';
import { figureFormat, type FigureFormat } from '@/lib/figures';
import { formatMoney } from '@/lib/money';

export interface AgentFormat extends FigureFormat {
  /** A rate in percent ("25.00" → "25%"). */
  rate(decimal: string): string;
}

export function useAgentFormat(): AgentFormat {
  const intl = useIntl();
  const currency = useBrand().currency.code;
  return useMemo(
    () => ({
      ...figureFormat(
        (d) => formatMoney(d, currency, intl.locale),
        (id, values) => intl.formatMessage({ id }, values),
      ),
      rate: (d) => `${formatMoney(d, currency, intl.locale, { withSymbol: false }).replace(/[.,]00$/, '')}%`,
    }),
    [intl, currency],
  );
}

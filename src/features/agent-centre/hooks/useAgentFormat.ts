import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useMoney } from '@/components/useMoney';
import { figureFormat, type FigureFormat } from '@/lib/figures';

export interface AgentFormat extends FigureFormat {
  /** A rate in percent ("25.00" → "25%"). */
  rate(decimal: string): string;
}

export function useAgentFormat(): AgentFormat {
  const intl = useIntl();
  const money = useMoney();
  return useMemo(
    () => ({
      ...figureFormat(money.format, (id, values) => intl.formatMessage({ id }, values)),
      rate: (d) => `${money.plain(d).replace(/[.,]00$/, '')}%`,
    }),
    [intl, money],
  );
}

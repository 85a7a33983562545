import type { IntlShape } from 'react-intl';
import { useFigureFormat } from '@/components/useFigureFormat';
import type { Money } from '@/components/useMoney';
import type { FigureFormat } from '@/lib/figures';

export interface AgentFormat extends FigureFormat {
  /** A rate in percent ("25.00" → "25%"). */
  rate(decimal: string): string;
}

const agentExtras = (_intl: IntlShape, money: Money) => ({
  rate: (d: string) => `${money.plain(d).replace(/[.,]00$/, '')}%`,
});

export const useAgentFormat = (): AgentFormat => useFigureFormat(agentExtras);

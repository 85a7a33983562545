import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useMoney } from '@/components/useMoney';
import { figureFormat, type FigureFormat } from '@/lib/figures';

export interface RecordFormat extends FigureFormat {
  /** A message id when the catalogue has it, else the raw value (a kind or vendor the platform adds later). */
  label(prefix: string, value: string): string;
}

export function useRecordFormat(): RecordFormat {
  const intl = useIntl();
  const money = useMoney();
  return useMemo(
    () => ({
      ...figureFormat(money.format, (id, values) => intl.formatMessage({ id }, values)),
      label: (prefix, value) => {
        const id = `${prefix}.${value}`;
        return intl.messages[id] ? intl.formatMessage({ id }) : value;
      },
    }),
    [intl, money],
  );
}

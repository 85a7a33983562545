import type { IntlShape } from 'react-intl';
import { useFigureFormat } from '@/components/useFigureFormat';
import type { FigureFormat } from '@/lib/figures';

export interface RecordFormat extends FigureFormat {
  /** A message id when the catalogue has it, else the raw value (a kind or vendor the platform adds later). */
  label(prefix: string, value: string): string;
}

const recordExtras = (intl: IntlShape) => ({
  label: (prefix: string, value: string) => {
    const id = `${prefix}.${value}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : value;
  },
});

export const useRecordFormat = (): RecordFormat => useFigureFormat(recordExtras);

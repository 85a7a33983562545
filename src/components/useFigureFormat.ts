import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { figureFormat, type FigureFormat } from '@/lib/figures';
import { useMoney, type Money } from './useMoney';

/**
 * The report pages' figures (lib/figures) in the brand's money and the player's messages, with what one
 * feature adds over them. `extend` must be a module-level function: it is a memo dependency.
 */
export function useFigureFormat<X extends object>(extend: (intl: IntlShape, money: Money) => X): FigureFormat & X {
  const intl = useIntl();
  const money = useMoney();
  return useMemo(() => ({ ...figureFormat(money.format, (id, values) => intl.formatMessage({ id }, values)), ...extend(intl, money) }), [intl, money, extend]);
}

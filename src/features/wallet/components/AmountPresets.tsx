import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { compareDecimal } from '@/lib/money';
import { useMoney } from '../hooks/useMoney';
import { checkAmount } from '../lib/amount';

const Chips = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
`;

const Chip = styled.button<{ active: boolean }>`
  min-height: ${(p) => p.theme.space(9)};
  padding: 0 ${(p) => p.theme.space(3)};
  border: 1px solid ${(p) => (p.active ? p.theme.colours.primary : p.theme.colours.border)};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => (p.active ? p.theme.colours.primarySoft : p.theme.colours.surface)};
  color: ${(p) => p.theme.colours.text};
  font: inherit;
  font-size: ${(p) => p.theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colours.focusRing};
    outline-offset: 2px;
  }
`;

/** Quick amounts (deposit presets): pressing one fills the amount field. */
export function AmountPresets({ presets, value, onPick }: { presets: readonly string[]; value: string; onPick: (amount: string) => void }) {
  const intl = useIntl();
  const money = useMoney();
  const typed = checkAmount(value, { decimals: 2 });
  const same = (p: string) => typed.ok && compareDecimal(typed.amount, p) === 0;
  // What the field shows for a preset: no ".00" for a currency without cents.
  const asInput = (p: string) => (money.decimals === 0 ? p.replace(/\.\d*$/, '') : p);
  return (
    <Chips>
      <VisuallyHidden as="legend">{intl.formatMessage({ id: 'wallet.deposit.presets' })}</VisuallyHidden>
      {presets.map((p) => (
        <Chip key={p} type="button" active={same(p)} aria-pressed={same(p)} onClick={() => onPick(asInput(p))} data-testid="amount-preset">
          {money.format(p)}
        </Chip>
      ))}
    </Chips>
  );
}

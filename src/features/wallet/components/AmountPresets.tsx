import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Chip, ChipGroup } from '@/components/Chip';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { compareDecimal } from '@/lib/money';
import { useMoney } from '@/components/useMoney';
import { checkAmount } from '../lib/amount';
import { theme } from '@/theme/theme';

/** The chosen amount is tinted, not filled: it only mirrors what the field holds. */
const AmountChip = styled(Chip)`
  font-variant-numeric: tabular-nums;
  &[aria-pressed='true'] {
    background: ${theme.colours.primarySoft};
    color: ${theme.colours.text};
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
    <ChipGroup>
      <VisuallyHidden as="legend">{intl.formatMessage({ id: 'wallet.deposit.presets' })}</VisuallyHidden>
      {presets.map((p) => (
        <AmountChip key={p} type="button" aria-pressed={same(p)} onClick={() => onPick(asInput(p))} data-testid="amount-preset">
          {money.format(p)}
        </AmountChip>
      ))}
    </ChipGroup>
  );
}

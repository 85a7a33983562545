import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useBrand } from '@/brand/brand-config';
import { Icon } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import { formatBalance } from '@/lib/format';
import { useBalance } from '@/features/member-centre/entry';
import { theme } from '@/theme/theme';

const HIDE_KEY = 'balanceHidden';

const Chip = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(0.5)};
  height: ${theme.space(10)};
  padding-left: ${theme.space(3)};
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.colours.surfaceSunken};
  button {
    width: ${theme.space(8)};
    height: ${theme.space(8)};
    border-radius: 50%;
  }
`;

const Amount = styled.output`
  min-width: 7ch;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Balance with the brand's currency symbol, hide (*** , remembered for the session) and refresh (§2, §9). */
export function BalanceChip() {
  const intl = useIntl();
  const brand = useBrand();
  const { loading, amount, refresh } = useBalance(true);
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(HIDE_KEY) === '1');

  const toggle = () => {
    setHidden((h) => {
      sessionStorage.setItem(HIDE_KEY, h ? '0' : '1');
      return !h;
    });
  };

  const text =
    loading || amount === null ? intl.formatMessage({ id: 'shell.balance.updating' }) : formatBalance(amount, brand.currency.symbol, intl.locale, hidden);

  return (
    <Chip data-testid="balance">
      <Amount aria-live="polite" aria-label={intl.formatMessage({ id: 'shell.balance.label' })}>
        {text}
      </Amount>
      <IconButton type="button" onClick={toggle} aria-pressed={hidden} aria-label={intl.formatMessage({ id: 'shell.balance.hide' })} data-testid="balance-hide">
        <Icon name={hidden ? 'eye-off' : 'eye'} size={16} />
      </IconButton>
      <IconButton
        type="button"
        onClick={refresh}
        disabled={loading}
        aria-label={intl.formatMessage({ id: 'shell.balance.refresh' })}
        data-testid="balance-refresh"
      >
        <Icon name="refresh" size={16} />
      </IconButton>
    </Chip>
  );
}

import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import { BrandLogo } from './BrandLogo';
import { topBar } from './top-bar';
import { theme } from '@/theme/theme';

const Bar = styled.div`
  ${topBar};
  height: 52px;
  ${theme.breakpoint.md} {
    display: none;
  }
`;

/** Routes with a side menu but no header (§2 lobbies) still need a way to open the drawer on phones. */
export function MobileBar({ onMenu }: { onMenu: () => void }) {
  const intl = useIntl();
  return (
    <Bar>
      <IconButton type="button" onClick={onMenu} aria-label={intl.formatMessage({ id: 'shell.menu.open' })} data-testid="menu-open">
        <Icon name="menu" />
      </IconButton>
      <BrandLogo height={28} />
    </Bar>
  );
}

import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import { BrandLogo } from './BrandLogo';

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.z.header};
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  height: 52px;
  padding: 0 ${(p) => p.theme.space(3)};
  background: ${(p) => p.theme.colours.surface};
  border-bottom: 1px solid ${(p) => p.theme.colours.border};
  ${(p) => p.theme.breakpoint.md} {
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

import styled from '@emotion/styled';
import { theme } from '@/theme/theme';

/**
 * The first paint while the language catalog and system status arrive: an
 * empty frame in the theme's colours (no text: there is no language yet), so
 * the real header drops in without a flash of white.
 */
const Bar = styled.div`
  height: ${theme.layout.headerHeight};
  background: ${theme.colours.surface};
  border-bottom: 1px solid ${theme.colours.border};
`;

export function BootSkeleton() {
  return <Bar aria-hidden="true" data-skeleton="boot" />;
}

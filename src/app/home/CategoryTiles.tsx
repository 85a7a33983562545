import styled from '@emotion/styled';
import { css, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { categoryAction, menuCategories } from '@/lib/game-categories';
import { useGameMenus } from '@/features/games/hooks/useGameMenus';
import { useLaunchGame } from '@/features/games/hooks/useLaunchGame';
import { categoryIcon, categoryLabelKey } from '../layout/side-menu/category-meta';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) => p.theme.breakpoint.sm} {
    grid-template-columns: repeat(5, 1fr);
    gap: ${(p) => p.theme.space(3)};
  }
  ${(p) => p.theme.breakpoint.lg} {
    /* One row on desktop whatever the brand's category count. */
    grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
  }
`;

const tile = (t: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${t.space(2)};
  width: 100%;
  height: 92px;
  padding: ${t.space(2)};
  border: 1px solid ${t.colours.border};
  border-radius: ${t.radius.lg};
  background: ${t.colours.surface};
  color: ${t.colours.text};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: border-color ${t.motion.fast}, transform ${t.motion.fast};
  svg {
    color: ${t.colours.primary};
  }
  &:hover {
    border-color: ${t.colours.primary};
    transform: translateY(-1px);
  }
`;

const TileLink = styled(Link)`
  ${(p) => tile(p.theme)}
`;
const TileButton = styled.button`
  ${(p) => tile(p.theme)}
`;

/** One entry tile per game category with vendors, in the side menu's order (§2 home). */
export function CategoryTiles({ order }: { order?: readonly string[] }) {
  const intl = useIntl();
  const menus = useGameMenus();
  const { launchCategory } = useLaunchGame();

  if (menus.status === 'loading') {
    return (
      <Grid aria-busy="true">
        {Array.from({ length: 9 }, (_, i) => (
          <li key={i}>
            <Skeleton width="100%" height={92} radius={12} />
          </li>
        ))}
      </Grid>
    );
  }
  if (menus.status === 'error') return <ErrorState messageKey={menus.error} onRetry={menus.reload} />;

  const categories = menuCategories(menus.groups, order && order.length ? order : undefined);
  return (
    <nav aria-label={intl.formatMessage({ id: 'home.categories' })}>
      <Grid data-testid="category-tiles">
        {categories.map((c) => {
          const action = categoryAction(c);
          const content = (
            <>
              <Icon name={categoryIcon[c]} size={28} />
              {intl.formatMessage({ id: categoryLabelKey(c) })}
            </>
          );
          return (
            <li key={c}>
              {action?.kind === 'navigate' ? (
                <TileLink to={action.path}>{content}</TileLink>
              ) : (
                <TileButton type="button" onClick={() => void launchCategory(c)}>
                  {content}
                </TileButton>
              )}
            </li>
          );
        })}
      </Grid>
    </nav>
  );
}

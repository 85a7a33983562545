import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { GameCategory } from '@/api/models';
import { Icon } from '@/components/Icon';
import { SKELETON_CLASS } from '@/components/Skeleton';
import { categoryAction, DEFAULT_CATEGORY_ORDER, menuCategories } from '@/lib/game-categories';
import { launchState, useGameMenus, useLaunchGame } from '@/features/games/entry';
import { categoryIcon, categoryLabelKey } from '@/components/category-meta';
import { NavLink } from '@/components/RouterLink';
import { labelClass, rowClass } from './nav-styles';

/**
 * One row per game category that has vendors (§2), in the brand's order or §9's,
 * after the e-sports/cockfight re-categorisation (src/lib/game-categories.ts).
 * Lottery categories launch TCG_SEA directly instead of navigating (§2).
 */
export function CategoryItems({ collapsed, order }: { collapsed: boolean; order?: readonly string[] }) {
  const intl = useIntl();
  const menus = useGameMenus();
  const { launchCategory } = useLaunchGame();
  const { pending } = useSnapshot(launchState);

  if (menus.status === 'loading') {
    // As many rows as the menu will most likely have (the brand's order, else §9's): the rows under them stay put.
    const expected = (order && order.length ? order : DEFAULT_CATEGORY_ORDER).length;
    return (
      <div aria-busy="true" data-testid="side-categories-loading">
        {Array.from({ length: expected }, (_, i) => (
          <div key={i} style={{ padding: '10px 12px' }}>
            <span aria-hidden="true" className={SKELETON_CLASS} style={{ width: collapsed ? 20 : '70%', height: 20 }} />
          </div>
        ))}
      </div>
    );
  }
  // Navigation failures from the side menu are ignored (§8): no categories, the rest of the menu still works.
  if (menus.status === 'error') return null;

  const categories = menuCategories(menus.groups, order && order.length ? order : undefined);
  return (
    <div data-testid="side-categories" style={{ display: 'contents' }}>
      {categories.map((c: GameCategory) => {
        const action = categoryAction(c);
        const label = intl.formatMessage({ id: categoryLabelKey(c) });
        const title = collapsed ? label : undefined;
        const content = (
          <>
            <Icon name={categoryIcon[c]} />
            <span className={labelClass(collapsed)}>{label}</span>
          </>
        );
        if (action?.kind === 'navigate') {
          return (
            <NavLink key={c} to={action.path} className={rowClass(collapsed)} title={title} data-category={c}>
              {content}
            </NavLink>
          );
        }
        if (action?.kind === 'launchVendor') {
          return (
            <button
              key={c}
              type="button"
              className={rowClass(collapsed)}
              title={title}
              data-category={c}
              aria-busy={pending ? true : undefined}
              onClick={() => void launchCategory(c)}
            >
              {content}
            </button>
          );
        }
        return null;
      })}
    </div>
  );
}

import { css } from '@emotion/react';
import { memo, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { helpModal } from '@/features/help/entry';
import { noticeList } from '@/features/notices/entry';
import { useBrand } from '@/brand/brand-config';
import { useFlag } from '@/flags/useFlag';
import { Icon } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import { useFocusTrap } from '@/components/useFocusTrap';
import { BrandLogo } from '../BrandLogo';
import { useMediaQuery } from '../useMediaQuery';
import { useFromHtml } from '../useFromHtml';
import { NavLink } from '@/components/RouterLink';
import { staticSheet } from '@/lib/static-sheet';
import { labelClass, rowClass, SECTION_CLASS } from './nav-styles';
import { closeDrawer, drawer } from './drawer';
import { CategoryItems } from './CategoryItems';
import { LanguagePicker } from './LanguagePicker';
import { ServiceMenu } from './ServiceMenu';
import { AppDownloadItem } from './AppDownloadItem';
import { SocialLinks } from './SocialLinks';
import { theme } from '@/theme/theme';
import { variant } from '@/theme/variants';
import { addressWatcher } from '../../routing/address-change';

// One static sheet (src/lib/static-sheet.ts): the frame hydrates with the page, and opening the phone's drawer restyles
// the aside by its data-open attribute instead of a styled component serialising its rules again.
staticSheet('side-menu', {
  'sm-aside': css`
    position: fixed;
    inset: 0 auto 0 0;
    z-index: ${theme.z.sideMenu};
    display: flex;
    flex-direction: column;
    width: min(300px, 86vw);
    background: ${theme.colours.surface};
    border-right: 1px solid ${theme.colours.border};
    transform: translateX(-105%);
    visibility: hidden;
    transition:
      transform ${theme.motion.normal},
      visibility ${theme.motion.normal};
    &[data-open] {
      transform: translateX(0);
      visibility: visible;
    }
    ${theme.breakpoint.md} {
      position: sticky;
      top: 0;
      height: 100dvh;
      flex: none;
      width: ${theme.layout.sideMenuWidth};
      &[data-collapsed='true'] {
        width: ${theme.layout.sideMenuCollapsedWidth};
      }
      &,
      &[data-open] {
        transform: none;
        visibility: visible;
      }
      transition: width ${theme.motion.normal};
    }
    /* theme.layout.navigation = top: on wide screens the menu is one row under the header (PortalLayout orders it). */
    ${theme.breakpoint.md} {
      ${variant('nav-top')} & {
        z-index: ${theme.z.header - 1};
        flex-direction: row;
        align-items: center;
        gap: ${theme.space(4)};
        width: 100%;
        height: 56px;
        padding: 0 ${theme.space(6)};
        border-right: 0;
        border-bottom: 1px solid ${theme.colours.border};
        transition: none;
        > div:first-of-type {
          height: auto;
          padding: 0;
          border: 0;
        }
        [data-testid='side-collapse'] {
          display: none;
        }
        > nav {
          display: flex;
          align-items: center;
          gap: ${theme.space(2)};
          height: 100%;
          padding: 0;
          overflow-x: auto;
          overflow-y: hidden;
        }
        > nav > div {
          flex-direction: row;
          align-items: center;
          padding: 0;
          border: 0;
        }
        /* The categories take the row's free width and one tab's height from the first paint, loading or loaded,
           so their arrival moves nothing beside them; a long list scrolls inside its own box. */
        > nav > div:first-of-type {
          flex: 1 1 0;
          min-width: 0;
          height: 40px;
          overflow-x: auto;
          overflow-y: hidden;
          scrollbar-width: none;
        }
        > nav > div + div {
          margin-inline-start: auto;
        }
        /* Text tabs for the categories; language, service and app download as icons (their names stay for screen readers). */
        > nav > div:first-of-type svg,
        > nav > div + div button > svg:last-child:not(:first-child) {
          display: none;
        }
        > nav > div + div span {
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip: rect(0 0 0 0);
          white-space: nowrap;
        }
        > nav > div a,
        > nav > div button {
          width: auto;
          min-height: 40px;
          flex: none;
        }
        > nav > div a[aria-current='page'] {
          box-shadow: inset 0 -2px 0 ${theme.colours.primary};
          border-radius: 0;
          background: transparent;
        }
      }
    }
  `,
  'sm-top': css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    &[data-collapsed] {
      justify-content: center;
    }
    gap: ${theme.space(2)};
    height: ${theme.layout.headerHeight};
    padding: 0 ${theme.space(3)};
    border-bottom: 1px solid ${theme.colours.border};
  `,

  'sm-scroll': css`
    flex: 1;
    overflow-y: auto;
    overflow-x: hidden;
    padding: 0 ${theme.space(2)} ${theme.space(4)};
    scrollbar-width: thin;
  `,

  'sm-backdrop': css`
    position: fixed;
    inset: 0;
    z-index: ${theme.z.sideMenu - 1};
    background: ${theme.colours.overlay};
    ${theme.breakpoint.md} {
      display: none;
    }
  `,

  'sm-desktop': css`
    display: none;
    ${theme.breakpoint.md} {
      display: inline-flex;
    }
  `,

  'sm-mobile': css`
    display: inline-flex;
    ${theme.breakpoint.md} {
      display: none;
    }
  `,
});

const drawerMoved = addressWatcher();

export interface SideMenuProps {
  startCollapsed: boolean;
}

/**
 * Closes the phone's drawer when a dialog the menu opened comes up over the page (help centre, announcements). Its own
 * component, mounted with the open drawer only: the stores it watches never re-render the menu's hundred rows.
 */
function CloseWhenDialogOpens() {
  const helpOpen = useSnapshot(helpModal).open;
  const noticesOpen = useSnapshot(noticeList).open;
  useEffect(() => {
    if (helpOpen || noticesOpen) closeDrawer();
  }, [helpOpen, noticesOpen]);
  return null;
}

/**
 * The side menu (§2, §4): home, game categories with vendors, promotions,
 * language, customer service, app download, social links, collapse toggle.
 * Wide screens: a sticky column that collapses to icons. Phones: an off-canvas
 * drawer (src/app/layout/side-menu/drawer.ts) with a backdrop, Escape and a focus trap.
 */
export function SideMenu({ startCollapsed }: SideMenuProps) {
  const intl = useIntl();
  const wide = useMediaQuery('(min-width: 900px)');
  const [collapsedPref, setCollapsed] = useState(startCollapsed);
  const collapsed = wide && collapsedPref;
  const drawerOpen = useSnapshot(drawer).open;
  const { pathname, search } = useLocation();
  const asideRef = useRef<HTMLElement>(null);
  const isDrawer = !wide;
  const open = wide || drawerOpen;
  // A phone's closed drawer is hidden: its rows (a hundred components and nodes) wait for its first opening instead of
  // lengthening the page's first render. The pre-rendered page keeps them (it is the wide column too), and so does the
  // render that hydrates it. Once drawn they stay: opening and closing toggle the frame's attributes only.
  const [everOpened, setEverOpened] = useState(false);
  if (drawerOpen && !everOpened) setEverOpened(true);
  const fromHtml = useFromHtml();
  const rows = !isDrawer || everOpened || drawerOpen || fromHtml;

  // Navigating closes the drawer (not the app's first render: a tap may have opened it already); so does a dialog
  // the menu opens over the page (CloseWhenDialogOpens).
  useEffect(() => {
    if (drawerMoved(pathname + search)) closeDrawer();
  }, [pathname, search]);

  useEffect(() => {
    if (!isDrawer || !drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeDrawer();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isDrawer, drawerOpen]);
  useFocusTrap(asideRef, isDrawer && drawerOpen);

  return (
    <>
      {isDrawer && drawerOpen && (
        // A pointer's way out; the keyboard's is Escape (above) and the close button.
        // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div className="sm-backdrop" onClick={closeDrawer} data-testid="drawer-backdrop" />
      )}
      {isDrawer && drawerOpen && <CloseWhenDialogOpens />}
      <aside
        ref={asideRef}
        className="sm-aside"
        data-open={open || undefined}
        tabIndex={-1}
        aria-label={intl.formatMessage({ id: 'shell.menu.label' })}
        data-testid="side-menu"
        data-collapsed={collapsed}
        aria-hidden={isDrawer && !drawerOpen ? true : undefined}
        {...(isDrawer && drawerOpen ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        {rows && <MenuContent collapsed={collapsed} isDrawer={isDrawer} setCollapsed={setCollapsed} />}
      </aside>
    </>
  );
}

/** The menu's rows: the same props while the drawer opens and closes, so only the frame above renders then. */
const MenuContent = memo(function MenuContent({
  collapsed,
  isDrawer,
  setCollapsed,
}: {
  collapsed: boolean;
  isDrawer: boolean;
  setCollapsed: Dispatch<SetStateAction<boolean>>;
}) {
  const intl = useIntl();
  const brand = useBrand();
  const t = (id: string) => intl.formatMessage({ id });
  const popupPlacement = isDrawer ? 'inline' : 'right';
  const row = rowClass(collapsed);
  const label = labelClass(collapsed);
  return (
    <>
      <div className="sm-top" data-collapsed={collapsed || undefined}>
        {!collapsed && <BrandLogo />}
        <span className="sm-desktop">
          <IconButton
            type="button"
            onClick={() => setCollapsed((c) => !c)}
            aria-expanded={!collapsed}
            aria-label={t(collapsed ? 'shell.menu.expand' : 'shell.menu.collapse')}
            data-testid="side-collapse"
          >
            <Icon name={collapsed ? 'sidebar-expand' : 'sidebar-collapse'} />
          </IconButton>
        </span>
        <span className="sm-mobile">
          <IconButton type="button" onClick={closeDrawer} aria-label={t('shell.menu.close')}>
            <Icon name="close" />
          </IconButton>
        </span>
      </div>
      <nav className="sm-scroll" aria-label={t('shell.menu.label')}>
        <div className={SECTION_CLASS}>
          <NavLink to="/" end className={row} title={collapsed ? t('shell.nav.home') : undefined}>
            <Icon name="home" />
            <span className={label}>{t('shell.nav.home')}</span>
          </NavLink>
          <CategoryItems collapsed={collapsed} order={brand.sideMenu?.categories} />
          <NavLink to="/promotions" className={row} title={collapsed ? t('shell.nav.promotions') : undefined}>
            <Icon name="gift" />
            <span className={label}>{t('shell.nav.promotions')}</span>
          </NavLink>
          <PointsMallItem collapsed={collapsed} />
        </div>
        <div className={SECTION_CLASS}>
          {brand.languages.enabled.length > 1 && <LanguagePicker collapsed={collapsed} placement={popupPlacement} />}
          <ServiceMenu collapsed={collapsed} placement={popupPlacement} />
          <AppDownloadItem collapsed={collapsed} placement={popupPlacement} />
        </div>
        {!collapsed && <SocialLinks />}
      </nav>
    </>
  );
});

/** The points mall entry follows the manifest's pointsMall (else POINTSMALL3): the settings tree arriving re-renders this row only. */
function PointsMallItem({ collapsed }: { collapsed: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pointsMall.title' });
  if (!useFlag('pointsMall')) return null;
  return (
    <NavLink to="/pointMall" className={rowClass(collapsed)} title={collapsed ? title : undefined} data-testid="nav-points-mall">
      <Icon name="star" />
      <span className={labelClass(collapsed)}>{title}</span>
    </NavLink>
  );
}

import styled from '@emotion/styled';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
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
import { RowLink, RowLabel, Section } from './nav-styles';
import { CategoryItems } from './CategoryItems';
import { LanguagePicker } from './LanguagePicker';
import { ServiceMenu } from './ServiceMenu';
import { AppDownloadItem } from './AppDownloadItem';
import { SocialLinks } from './SocialLinks';
import { theme } from '@/theme/theme';
import { variant } from '@/theme/variants';

const Aside = styled.aside<{ collapsed: boolean; drawer: boolean; open: boolean }>`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: ${theme.z.sideMenu};
  display: flex;
  flex-direction: column;
  width: min(300px, 86vw);
  background: ${theme.colours.surface};
  border-right: 1px solid ${theme.colours.border};
  transform: translateX(${(p) => (p.open ? '0' : '-105%')});
  visibility: ${(p) => (p.open ? 'visible' : 'hidden')};
  transition:
    transform ${theme.motion.normal},
    visibility ${theme.motion.normal};
  ${theme.breakpoint.md} {
    position: sticky;
    top: 0;
    height: 100dvh;
    flex: none;
    width: ${(p) => (p.collapsed ? theme.layout.sideMenuCollapsedWidth : theme.layout.sideMenuWidth)};
    transform: none;
    visibility: visible;
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
`;

const Top = styled.div<{ collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${(p) => (p.collapsed ? 'center' : 'space-between')};
  gap: ${theme.space(2)};
  height: ${theme.layout.headerHeight};
  padding: 0 ${theme.space(3)};
  border-bottom: 1px solid ${theme.colours.border};
`;

const Scroll = styled.nav`
  flex: 1;
  overflow-y: auto;
  overflow-x: hidden;
  padding: 0 ${theme.space(2)} ${theme.space(4)};
  scrollbar-width: thin;
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.z.sideMenu - 1};
  background: ${theme.colours.overlay};
  ${theme.breakpoint.md} {
    display: none;
  }
`;

const DesktopOnly = styled.span`
  display: none;
  ${theme.breakpoint.md} {
    display: inline-flex;
  }
`;

const MobileOnly = styled.span`
  display: inline-flex;
  ${theme.breakpoint.md} {
    display: none;
  }
`;

export interface SideMenuProps {
  startCollapsed: boolean;
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

/**
 * The side menu (§2, §4): home, game categories with vendors, promotions,
 * language, customer service, app download, social links, collapse toggle.
 * Wide screens: a sticky column that collapses to icons. Phones: an off-canvas
 * drawer with a backdrop, Escape and a focus trap.
 */
/**
 * Closes the phone's drawer when a dialog the menu opened comes up over the page (help centre, announcements). Its own
 * component, mounted with the open drawer only: the stores it watches never re-render the menu's hundred rows.
 */
function CloseWhenDialogOpens({ onClose }: { onClose: () => void }) {
  const helpOpen = useSnapshot(helpModal).open;
  const noticesOpen = useSnapshot(noticeList).open;
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (helpOpen || noticesOpen) close();
  }, [helpOpen, noticesOpen]);
  return null;
}

export function SideMenu({ startCollapsed, drawerOpen, onDrawerClose }: SideMenuProps) {
  const intl = useIntl();
  const brand = useBrand();
  const wide = useMediaQuery('(min-width: 900px)');
  const [collapsedPref, setCollapsed] = useState(startCollapsed);
  const collapsed = wide && collapsedPref;
  const { pathname, search } = useLocation();
  const asideRef = useRef<HTMLElement>(null);
  const t = (id: string) => intl.formatMessage({ id });
  const drawer = !wide;
  const open = wide || drawerOpen;
  // A phone's closed drawer is hidden: its rows (a hundred components and nodes) wait for its first opening instead of
  // lengthening the page's first render. The pre-rendered page keeps them (it is the wide column too), and so does the
  // render that hydrates it.
  const [everOpened, setEverOpened] = useState(false);
  if (drawerOpen && !everOpened) setEverOpened(true);
  const fromHtml = useFromHtml();
  const rows = !drawer || everOpened || drawerOpen || fromHtml;

  // Navigating closes the drawer; so does a dialog the menu opens over the page (CloseWhenDialogOpens).
  const closeDrawer = useEffectEvent(onDrawerClose);
  useEffect(() => {
    closeDrawer();
  }, [pathname, search]);

  useEffect(() => {
    if (!drawer || !drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeDrawer();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawer, drawerOpen]);
  useFocusTrap(asideRef, drawer && drawerOpen);

  const popupPlacement = drawer ? 'inline' : 'right';
  return (
    <>
      {drawer && drawerOpen && <Backdrop onClick={onDrawerClose} data-testid="drawer-backdrop" />}
      {drawer && drawerOpen && <CloseWhenDialogOpens onClose={onDrawerClose} />}
      <Aside
        ref={asideRef}
        collapsed={collapsed}
        drawer={drawer}
        open={open}
        tabIndex={-1}
        aria-label={t('shell.menu.label')}
        data-testid="side-menu"
        data-collapsed={collapsed}
        aria-hidden={drawer && !drawerOpen ? true : undefined}
        {...(drawer && drawerOpen ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        {rows && (
          <>
            <Top collapsed={collapsed}>
              {!collapsed && <BrandLogo />}
              <DesktopOnly>
                <IconButton
                  type="button"
                  onClick={() => setCollapsed((c) => !c)}
                  aria-expanded={!collapsed}
                  aria-label={t(collapsed ? 'shell.menu.expand' : 'shell.menu.collapse')}
                  data-testid="side-collapse"
                >
                  <Icon name={collapsed ? 'sidebar-expand' : 'sidebar-collapse'} />
                </IconButton>
              </DesktopOnly>
              <MobileOnly>
                <IconButton type="button" onClick={onDrawerClose} aria-label={t('shell.menu.close')}>
                  <Icon name="close" />
                </IconButton>
              </MobileOnly>
            </Top>
            <Scroll aria-label={t('shell.menu.label')}>
              <Section>
                <RowLink to="/" end collapsed={collapsed} title={collapsed ? t('shell.nav.home') : undefined}>
                  <Icon name="home" />
                  <RowLabel collapsed={collapsed}>{t('shell.nav.home')}</RowLabel>
                </RowLink>
                <CategoryItems collapsed={collapsed} order={brand.sideMenu?.categories} />
                <RowLink to="/promotions" collapsed={collapsed} title={collapsed ? t('shell.nav.promotions') : undefined}>
                  <Icon name="gift" />
                  <RowLabel collapsed={collapsed}>{t('shell.nav.promotions')}</RowLabel>
                </RowLink>
                <PointsMallItem collapsed={collapsed} />
              </Section>
              <Section>
                {brand.languages.enabled.length > 1 && <LanguagePicker collapsed={collapsed} placement={popupPlacement} />}
                <ServiceMenu collapsed={collapsed} placement={popupPlacement} />
                <AppDownloadItem collapsed={collapsed} placement={popupPlacement} />
              </Section>
              {!collapsed && <SocialLinks />}
            </Scroll>
          </>
        )}
      </Aside>
    </>
  );
}

/** The points mall entry follows the manifest's pointsMall (else POINTSMALL3): the settings tree arriving re-renders this row only. */
function PointsMallItem({ collapsed }: { collapsed: boolean }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'pointsMall.title' });
  if (!useFlag('pointsMall')) return null;
  return (
    <RowLink to="/pointMall" collapsed={collapsed} title={collapsed ? title : undefined} data-testid="nav-points-mall">
      <Icon name="star" />
      <RowLabel collapsed={collapsed}>{title}</RowLabel>
    </RowLink>
  );
}

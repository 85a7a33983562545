import styled from '@emotion/styled';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useFlag } from '@/flags/useFlag';
import { session } from '@/session/session';
import { guardRedirect } from '../routing/route-handle';
import { routeDefOf } from '../routing/match-route';
import { NOT_FOUND_LAYOUT } from '../routing/paths';
import { RouteErrorBoundary } from '../routing/RouteErrorBoundary';
import { Redirect } from '../routing/Redirect';
import { Header } from './header/Header';
import { SideMenu } from './side-menu/SideMenu';
import { openDrawer } from './side-menu/drawer';
import { Footer } from './Footer';
import { BannerSlot } from './BannerSlot';
import { PageSkeleton } from './PageSkeleton';
import { Region } from './Region';
import { MobileBar } from './MobileBar';
import { Overlays } from './Overlays';
import { ScrollToTop } from './ScrollToTop';
import { TabBar } from './TabBar';
import { theme } from '@/theme/theme';
import { variant } from '@/theme/variants';

const Frame = styled.div`
  display: flex;
  min-height: 100dvh;
  /* theme.layout.navigation = top, wide screens: the side menu becomes a category bar under the header (SideMenu). */
  ${theme.breakpoint.md} {
    ${variant('nav-top')} & {
      flex-direction: column;
      /* The column's parts join this flex column (Column is display: contents): header, then the bar, then the rest. */
      > div > * {
        order: 2;
      }
      > div > header {
        order: 0;
      }
      > aside {
        order: 1;
      }
      &:has(> div > header) > aside {
        top: ${theme.layout.headerHeight};
      }
      /* The header carries the logo; the bar under it shows categories only. */
      &:has(> div > header) > aside > div:first-of-type {
        display: none;
      }
    }
  }
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  ${theme.breakpoint.md} {
    ${variant('nav-top')} & {
      display: contents;
    }
  }
`;

const Main = styled.main<{ framed: boolean }>`
  flex: 1;
  width: 100%;
  max-width: ${(p) => (p.framed ? theme.layout.contentMaxWidth : 'none')};
  margin: 0 auto;
  padding: ${(p) => (p.framed ? `${theme.space(4)} ${theme.space(3)} ${theme.space(8)}` : '0')};
  ${theme.breakpoint.md} {
    padding: ${(p) => (p.framed ? `${theme.space(6)} ${theme.space(6)} ${theme.space(10)}` : '0')};
  }
  &:focus {
    outline: none;
  }
`;

const BannerWrap = styled.div`
  width: 100%;
  max-width: ${theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${theme.space(3)} ${theme.space(3)} 0;
  ${theme.breakpoint.md} {
    padding: ${theme.space(6)} ${theme.space(6)} 0;
  }
  /* Register on wide screens: the form first, its banner after it (a full-width banner above pushed the form below the fold). */
  ${theme.breakpoint.md} {
    &&[data-group='register'] {
      order: 1;
      padding-bottom: ${theme.space(10)};
    }
  }
  /* theme.layout.home.hero = full-bleed: the banner runs edge to edge under the header, square-cornered. */
  ${variant('hero-full-bleed')} & {
    max-width: none;
    padding: 0;
    --radius: 0px;
  }
`;

/**
 * The one frame of every route: the route table says which parts show for the
 * path (§2 table). Header and side menu stay mounted across navigations, so their
 * state (balance, collapse, menus) survives moving between pages. A page whose
 * chunk is still downloading shows the page skeleton in the new page's frame at
 * once (the boundary is the route's own, so even the router's transition shows it).
 */
export function PortalLayout() {
  const { token } = useSnapshot(session);
  const { pathname } = useLocation();
  const route = routeDefOf(pathname);
  const layout = route?.layout ?? NOT_FOUND_LAYOUT;
  const routeKey = route?.path ?? '*';
  const guardOn = useFlag('loginedToHomePage');

  const redirect = guardRedirect(pathname, Boolean(token), guardOn);
  if (redirect) return <Redirect to={redirect} />;

  const framed = Boolean(layout.header || layout.side || layout.footer);
  return (
    <Frame
      data-layout={[layout.side && 'side', layout.header && 'header', layout.banner && 'banner', layout.footer && 'footer'].filter(Boolean).join(' ') || 'bare'}
    >
      <ScrollToTop />
      {layout.side && (
        <Region>
          <SideMenu key={layout.sideCollapsed ? 'collapsed' : 'open'} startCollapsed={layout.sideCollapsed === true} />
        </Region>
      )}
      <Column>
        <Region>{layout.header ? <Header onMenu={layout.side ? openDrawer : undefined} /> : layout.side && <MobileBar onMenu={openDrawer} />}</Region>
        {layout.banner && (
          <BannerWrap data-group={layout.banner}>
            <Region>
              <BannerSlot group={layout.banner} />
            </Region>
          </BannerWrap>
        )}
        <Main id="main" tabIndex={-1} framed={framed}>
          <Region>
            <RouteErrorBoundary key={routeKey}>
              <Suspense fallback={<PageSkeleton />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </Region>
        </Main>
        {layout.footer && (
          <Region>
            <Footer />
          </Region>
        )}
        {(layout.header || layout.side) && (
          <Region>
            <TabBar />
          </Region>
        )}
      </Column>
      <Region>
        <Overlays />
      </Region>
    </Frame>
  );
}

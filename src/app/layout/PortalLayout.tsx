import { css } from '@emotion/react';
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
import { staticSheet } from '@/lib/static-sheet';
import { theme } from '@/theme/theme';
import { variant } from '@/theme/variants';

const frame = css`
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

const column = css`
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

/** Framed (a page with header, side menu or footer): the content column's width and padding; bare pages fill the screen. */
const main = css`
  flex: 1;
  width: 100%;
  max-width: none;
  margin: 0 auto;
  padding: 0;
  &[data-framed] {
    max-width: ${theme.layout.contentMaxWidth};
    padding: ${theme.space(4)} ${theme.space(3)} ${theme.space(8)};
  }
  ${theme.breakpoint.md} {
    &[data-framed] {
      padding: ${theme.space(6)} ${theme.space(6)} ${theme.space(10)};
    }
  }
  &:focus {
    outline: none;
  }
`;

const bannerWrap = css`
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

// One static sheet (src/lib/static-sheet.ts): the frame hydrates with every page and renders again on each navigation.
staticSheet('portal-layout', { 'pl-frame': frame, 'pl-column': column, 'pl-main': main, 'pl-banner': bannerWrap });

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
    <div
      className="pl-frame"
      data-layout={[layout.side && 'side', layout.header && 'header', layout.banner && 'banner', layout.footer && 'footer'].filter(Boolean).join(' ') || 'bare'}
    >
      <ScrollToTop />
      {layout.side && (
        <Region>
          <SideMenu key={layout.sideCollapsed ? 'collapsed' : 'open'} startCollapsed={layout.sideCollapsed === true} />
        </Region>
      )}
      <div className="pl-column">
        <Region>{layout.header ? <Header onMenu={layout.side ? openDrawer : undefined} /> : layout.side && <MobileBar onMenu={openDrawer} />}</Region>
        {layout.banner && (
          <div className="pl-banner" data-group={layout.banner}>
            <Region>
              <BannerSlot group={layout.banner} />
            </Region>
          </div>
        )}
        <main className="pl-main" id="main" tabIndex={-1} data-framed={framed || undefined}>
          <Region>
            <RouteErrorBoundary key={routeKey}>
              <Suspense fallback={<PageSkeleton />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </Region>
        </main>
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
      </div>
      <Region>
        <Overlays />
      </Region>
    </div>
  );
}

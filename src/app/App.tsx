import { ThemeProvider } from '@emotion/react';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { brandAssetUrl, BrandContext, type ResolvedBrandConfig } from '@/brand/brand-config';
import { theme } from '@/theme/theme';
import { I18nProvider, type LoadedCatalog } from '@/i18n/I18nProvider';
import { CatalogFailed } from './layout/CatalogFailed';
import { api } from '@/api/api';
import type { SystemStatus } from '@/api/models';
import { FlagsProvider } from '@/flags/FlagsProvider';
import { SystemStatusGate } from '@/features/system-status/entry';
import { openCustomerService } from '@/features/support/entry';
import { GlobalStyles } from './GlobalStyles';
import { portalRoutes } from './routing/routes';
import { useMemberSync } from '@/session/useMemberSync';
import { BootSkeleton } from './layout/BootSkeleton';
import { RouteErrorBoundary } from './routing/RouteErrorBoundary';

/** The router the app runs in: the browser's address by default; the pre-render passes a StaticRouter at its path. */
export type PortalRouter = ComponentType<{ children: ReactNode }>;

/** The settings tree behind useFlag (§6): loaded once per session by FlagsProvider. */
export const loadSettingsTree = () => api.call('settingsTree');

export interface AppProps {
  brand: ResolvedBrandConfig;
  /** The status call boot started; none in the pre-render. */
  status?: Promise<SystemStatus> | null;
  Router?: PortalRouter;
  /**
   * The page's catalog, already loaded: the pre-render, and the client hydrating that pre-rendered page. Its first
   * render is then the page itself (no boot skeleton while the catalog and the status call arrive), exactly the
   * markup of the pre-render; a maintenance answer replaces it once it comes.
   */
  catalog?: LoadedCatalog | null;
  /** The catalog failed to load (after its retries) before the app mounted: the reload offer shows at once. */
  catalogFailed?: boolean;
}

/**
 * Providers (brand, theme, language), then the system-status gate, then the router: one tree for the browser and
 * the pre-render (src/app/prerender/render-shell.tsx), so the page hydrates what was pre-rendered. Boot started the
 * status call and the first page's banners before this chunk arrived (`status`); mount started the first page's chunk.
 */
export function App({ brand, status = null, Router = BrowserRouter, catalog = null, catalogFailed = false }: AppProps) {
  const page = (
    <FlagsProvider features={brand.features} loadTree={loadSettingsTree}>
      <Router>
        <RouteErrorBoundary>
          <PortalRoutes />
        </RouteErrorBoundary>
      </Router>
    </FlagsProvider>
  );
  return (
    <BrandContext.Provider value={brand}>
      <MemberSync />
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <I18nProvider initial={catalog} initialFailed={catalogFailed} fallback={<BootSkeleton />} failed={<CatalogFailed />}>
          <SystemStatusGate
            first={status}
            pending={catalog ? page : <BootSkeleton />}
            logoUrl={brandAssetUrl(brand.assets.logo)}
            brandName={brand.name}
            onContactUs={() => void openCustomerService()}
          >
            {page}
          </SystemStatusGate>
        </I18nProvider>
      </ThemeProvider>
    </BrandContext.Provider>
  );
}

/** The route table's element for the current address (the frame, with the page in it). */
function PortalRoutes() {
  return useRoutes(portalRoutes);
}

/**
 * A restored or `?token=` session needs its member (name, type) before the account menu makes sense; it then
 * follows 'memberInfo' invalidations. A component of its own: the session changing re-renders this, not the app.
 */
function MemberSync() {
  useMemberSync();
  return null;
}

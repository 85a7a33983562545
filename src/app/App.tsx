import { ThemeProvider } from '@emotion/react';
import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { brandAssetUrl, BrandContext, type ResolvedBrandConfig } from '@/brand/brand-config';
import { theme } from '@/theme/theme';
import { I18nProvider } from '@/i18n/I18nProvider';
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

export type PortalRouter = ReturnType<typeof createBrowserRouter>;

/** The portal's data router: its first route matching and the page chunk's import start here. */
export const createPortalRouter = (): PortalRouter => createBrowserRouter(portalRoutes);

/** The settings tree behind useFlag (§6): loaded once per session by FlagsProvider. */
const loadSettingsTree = () => api.call('settingsTree');

/**
 * Providers (brand, theme, language), then the system-status gate, then the
 * router. Boot started the status call and the first page's banners before
 * this chunk arrived (`status`); mount started the first page's chunk.
 */
export function App({ brand, status, router: made }: { brand: ResolvedBrandConfig; status: Promise<SystemStatus>; router?: PortalRouter }) {
  const router = useMemo(() => made ?? createPortalRouter(), [made]);

  // A restored or `?token=` session needs its member (name, type) before the account menu makes sense; it then follows 'memberInfo' invalidations.
  useMemberSync();

  return (
    <BrandContext.Provider value={brand}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <I18nProvider fallback={<BootSkeleton />} failed={<CatalogFailed />}>
          <SystemStatusGate
            first={status}
            pending={<BootSkeleton />}
            logoUrl={brandAssetUrl(brand.assets.logo)}
            brandName={brand.name}
            onContactUs={() => void openCustomerService()}
          >
            <FlagsProvider features={brand.features} loadTree={loadSettingsTree}>
              <RouterProvider router={router} />
            </FlagsProvider>
          </SystemStatusGate>
        </I18nProvider>
      </ThemeProvider>
    </BrandContext.Provider>
  );
}

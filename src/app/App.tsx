import { ThemeProvider } from '@emotion/react';
import { useEffect, useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { brandAssetUrl, BrandContext, type ResolvedBrandConfig } from '@/brand/brand-config';
import { theme } from '@/theme/theme';
import { I18nProvider } from '@/i18n/I18nProvider';
import { CatalogFailed } from './layout/CatalogFailed';
import { api } from '@/api/api';
import type { SettingsNode, SystemStatus } from '@/api/models';
import { FlagsProvider } from '@/flags/FlagsProvider';
import { session } from '@/session/session';
import { SystemStatusGate } from '@/features/system-status/components/SystemStatusGate';
import { getSystemStatus } from '@/features/system-status/api/getSystemStatus';
import { openCustomerService } from '@/features/support/open-customer-service';
import { GlobalStyles } from './GlobalStyles';
import { firstRoute, portalRoutes } from './routing/routes';
import { getBanners } from '@/features/banners/api/getBanners';
import { serverBannerGroup } from './bootstrap/first-banner';
import { loadMember } from './bootstrap/member';
import { BootSkeleton } from './layout/BootSkeleton';

/** The settings tree behind useFlag (§6): loaded once per session by FlagsProvider. */
const loadSettingsTree = () => api.call<SettingsNode[]>('settingsTree');

/**
 * Providers (brand, theme, language), then the system-status gate, then the
 * router. The status request was started by boot (`status`), before this chunk
 * arrived, in parallel with the language catalog; the first page chunk and its
 * banners start with the first render.
 */
export function App({ brand, status: bootStatus }: { brand: ResolvedBrandConfig; status?: Promise<SystemStatus> }) {
  const router = useMemo(() => createBrowserRouter(portalRoutes), []);
  const firstStatus = useMemo(() => {
    const status = bootStatus ?? getSystemStatus();
    // While the status call is in flight: fetch the first page's chunk and its banners.
    const { handle } = firstRoute(window.location.pathname);
    const group = handle?.layout.banner;
    // Banners only once the platform says it is open (during maintenance every call answers 503).
    if (group) void status.then((s) => (s.status === 0 ? getBanners(serverBannerGroup(brand.bannerGroups, group)) : null)).catch(() => undefined);
    return status;
  }, [brand.bannerGroups, bootStatus]);
  const { token, member } = useSnapshot(session);

  // A restored or `?token=` session needs its member (name, type) before the account menu makes sense.
  useEffect(() => {
    if (token && !member) void loadMember(brand.merchantCode);
  }, [token, member, brand.merchantCode]);

  return (
    <BrandContext.Provider value={brand}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <I18nProvider fallback={<BootSkeleton />} failed={<CatalogFailed />}>
          <SystemStatusGate
            first={firstStatus}
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

import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BrandContext, type ResolvedBrandConfig } from '@/brand/brand-config';
import { theme } from '@/theme/theme';
import en from '../../locales/EN.json';

/** A brand as the games area reads it: no real brand id or merchant is needed. */
export const testBrand = {
  id: 'test-brand',
  name: 'Test',
  merchantCode: 'TESTMERCHANT',
  platform: 'web',
  device: 'WEB',
  lotteryType: 'Lott',
  domains: ['test.localhost'],
  api: { baseUrl: '/' },
  currency: { code: 'VND', symbol: '₫' },
  languages: { enabled: ['EN'], default: 'EN' },
  theme: { default: 'light', palette: {} },
  assets: { logo: 'logo.svg', favicon: 'favicon.svg' },
  features: {},
  bannerGroups: {},
} as unknown as ResolvedBrandConfig;

/** Where the memory router is: tests read `where.path` after a navigation. */
export const where = { path: '' };
function Where() {
  const l = useLocation();
  useEffect(() => {
    where.path = l.pathname + l.search;
  }, [l]);
  return null;
}

/** Theme, English catalogue, brand and a memory router at `path`. */
export function GamesProviders({ children, path = '/', route = '*' }: { children: ReactNode; path?: string; route?: string }) {
  return (
    <ThemeProvider theme={theme}>
      <IntlProvider locale="en" messages={en as Record<string, string>} onError={() => {}}>
        <BrandContext.Provider value={testBrand}>
          <MemoryRouter initialEntries={[path]}>
            <Where />
            <Routes>
              <Route path={route} element={children} />
            </Routes>
          </MemoryRouter>
        </BrandContext.Provider>
      </IntlProvider>
    </ThemeProvider>
  );
}

/** Renders one page inside the providers with the memory router at `path`. */
export const renderAt = (path: string, page: ReactElement) => render(<GamesProviders path={path}>{page}</GamesProviders>);

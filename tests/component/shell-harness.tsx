import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '@/theme/theme';
import en from '../../locales/EN.json';

/** Theme, the English catalogue and a memory router: what the shared primitives expect around them. */
export function ShellProviders({ children, path = '/' }: { children: ReactNode; path?: string }) {
  return (
    <ThemeProvider theme={theme}>
      <IntlProvider locale="en" messages={en as Record<string, string>}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </IntlProvider>
    </ThemeProvider>
  );
}

import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { theme } from '@/theme/theme';
import en from '../../locales/EN.json';

/** Providers the form and accounts components need in jsdom: the theme object and the English catalogue. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <IntlProvider locale="en" messages={en as Record<string, string>} onError={() => {}}>
        {children}
      </IntlProvider>
    </ThemeProvider>
  );
}

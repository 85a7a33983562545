import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSnapshot } from 'valtio';
import { language } from './language';
import { languageInfo } from './languages';
import { loadCatalog, type Catalog } from './catalogs';

export interface LoadedCatalog {
  code: string;
  messages: Catalog;
}

/**
 * Provides react-intl with the active catalog. Keeps showing the previous
 * language while the next catalog loads, so a switch never blanks the page.
 * `initial`: a catalog already loaded (the pre-render, and the client hydrating
 * its page), so the first render has the words at once.
 */
export function I18nProvider({
  children,
  fallback = null,
  failed = null,
  initial = null,
  initialFailed = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  failed?: ReactNode;
  initial?: LoadedCatalog | null;
  /** The first load already failed (after its retries) before this mounted: `failed` shows at once. */
  initialFailed?: boolean;
}) {
  const { code } = useSnapshot(language);
  const [loaded, setLoaded] = useState<LoadedCatalog | null>(initial);
  const [failedFirstLoad, setFailedFirstLoad] = useState(initialFailed);

  useEffect(() => {
    if (loaded?.code === code) return;
    let live = true;
    loadCatalog(code).then(
      // A transition: the whole page renders under the new catalog, and React
      // yields while it does (no long task at boot; the old language stays until then).
      (messages) => live && startTransition(() => setLoaded({ code, messages })),
      (err: unknown) => {
        console.error('language catalog failed to load', code, err);
        if (live) setFailedFirstLoad(true);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a catalog arriving must not ask for itself again
  }, [code]);

  // A failed switch keeps the previous language; a failed first load (after
  // the retries in loadCatalog) has no words at all, so `failed` offers a reload.
  if (!loaded) return <>{failedFirstLoad ? failed : fallback}</>;
  return (
    <IntlProvider locale={languageInfo(loaded.code as typeof code).bcp47} messages={loaded.messages} defaultLocale="en" onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}

function onIntlError(err: { code?: string; message: string }) {
  // A missing key renders its id; locales:check is what fails the build on it.
  if (err.code === 'MISSING_TRANSLATION') return;
  console.error(err.message);
}

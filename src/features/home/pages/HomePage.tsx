import { Suspense, useEffect, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useBrand } from '@/brand/brand-config';
import { DeferredSection } from '@/components/DeferredSection';
import { SKELETON_CLASS } from '@/components/Skeleton';
import { Stack } from '@/components/Stack';

/** One strip below the tiles: drawn once it nears the viewport, `minHeight` reserved until then. */
export interface HomeStrip {
  id: string;
  Strip: ComponentType;
  minHeight: number;
}

/**
 * What the home page shows that other features draw (games' category tiles,
 * hot games, lottery, promotions, notices). A feature never imports another, so
 * src/app composes them and passes them in.
 */
export interface HomeSlots {
  /** The category tiles, first paint (not deferred). */
  Tiles: ComponentType;
  /** Strips in order, each deferred until near the viewport. */
  strips: readonly HomeStrip[];
  /** Opens the announcement popup (once per session) after the page has loaded. */
  announce: () => void;
}

/** A strip's place while it is far from the viewport or its code loads: one element, built once. */
const stripFallback = <span className={SKELETON_CLASS} style={{ width: '100%', height: 180, borderRadius: 12 }} />;

/**
 * Home (§2): the layout brings the banner; this lays out the category tiles and
 * the strips below them, and opens the announcement popup once per session.
 */
export function HomePage({ Tiles, strips, announce }: HomeSlots) {
  const intl = useIntl();
  const brand = useBrand();
  // The announcement popup waits for the page to finish loading: it must not
  // compete with the banner and tiles for the first paint (LCP, TBT).
  useEffect(() => {
    let timer = 0;
    const open = () => (timer = window.setTimeout(announce, 800));
    if (document.readyState === 'complete') open();
    else window.addEventListener('load', open, { once: true });
    return () => {
      window.removeEventListener('load', open);
      window.clearTimeout(timer);
    };
  }, [announce]);
  return (
    <Stack data-gap="wide">
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {intl.formatMessage({ id: 'home.title' }, { brand: brand.name })}
      </h1>
      <Tiles />
      {strips.map(({ id, Strip, minHeight }) => (
        <DeferredSection key={id} minHeight={minHeight} placeholder={stripFallback}>
          <Suspense fallback={stripFallback}>
            <Strip />
          </Suspense>
        </DeferredSection>
      ))}
    </Stack>
  );
}

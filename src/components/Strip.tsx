import { memo, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Icon, type IconName } from './Icon';
import { ErrorState } from './StateMessage';
import { insertStaticStyles } from '@/lib/static-styles';
import { theme as t } from '@/theme/theme';

// One static sheet (why: src/lib/static-styles.ts): a home load draws every shelf twice (loading, then its items),
// and each styled part was a component of its own (plus Emotion's insertion) on every one of those renders.
insertStaticStyles(
  'strip',
  `.strip{display:flex;flex-direction:column;gap:${t.space(3)};min-width:0}
.strip-head{display:flex;align-items:center;justify-content:space-between}
.strip-head h2{display:flex;align-items:center;gap:${t.space(2)};margin:0;font-size:${t.font.size.lg};color:${t.colours.text}}
.strip-head h2 svg{color:${t.colours.primary}}
.strip-arrows{display:none;gap:${t.space(1)}}
${t.breakpoint.md}{.strip-arrows{display:flex}}
.strip-arrow{display:inline-flex;align-items:center;justify-content:center;flex:none;width:32px;height:32px;border:1px solid ${t.colours.border};border-radius:50%;background:${t.colours.surface};color:${t.colours.text};cursor:pointer}
.strip-arrow:hover{border-color:${t.colours.primary}}
.strip-arrow:focus-visible{outline:3px solid ${t.colours.focusRing};outline-offset:1px}
.strip-row{display:grid;grid-auto-flow:column;grid-auto-columns:var(--strip-phone);gap:${t.space(2)};margin:0;padding:0 0 ${t.space(2)};list-style:none;overflow-x:auto;scroll-snap-type:x mandatory;scroll-behavior:smooth;scrollbar-width:thin}
${t.breakpoint.md}{.strip-row{grid-auto-columns:var(--strip-wide);gap:${t.space(3)}}}
.strip-row>li{scroll-snap-align:start}
@media (prefers-reduced-motion:reduce){.strip-row{scroll-behavior:auto}}`,
);

interface StripProps {
  title: string;
  icon: IconName;
  testId: string;
  /** Item width in px on phones and from tablets up. */
  itemWidth: { phone: number; wide: number };
  /** A failed load: its catalogue key, shown with the retry instead of the row. */
  error?: string | null;
  onRetry?: () => void;
  /** The `<li>` items (or their placeholders while loading). */
  children: ReactNode;
}

const widths = new Map<string, CSSProperties>();
/** One style object per item size, so a re-render hands React the same object (nothing to diff). */
function rowStyle(phone: number, wide: number): CSSProperties {
  const key = `${phone}/${wide}`;
  let s = widths.get(key);
  if (!s) widths.set(key, (s = { '--strip-phone': `${phone}px`, '--strip-wide': `${wide}px` } as CSSProperties));
  return s;
}

/** A titled, horizontally scrolling shelf of the home page (hot games, popular lottery). */
export function Strip({ title, icon, testId, itemWidth, error, onRetry, children }: StripProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  return (
    <section className="strip" aria-label={title} data-testid={testId}>
      <StripHead title={title} icon={icon} arrows={!error} rowRef={rowRef} />
      {error ? (
        <ErrorState messageKey={error} onRetry={onRetry} />
      ) : (
        <ul className="strip-row" ref={rowRef} style={rowStyle(itemWidth.phone, itemWidth.wide)}>
          {children}
        </ul>
      )}
    </section>
  );
}

/** The title and the arrows, apart: the items arriving must not render the heading again. */
const StripHead = memo(function StripHead({
  title,
  icon,
  arrows,
  rowRef,
}: {
  title: string;
  icon: IconName;
  arrows: boolean;
  rowRef: RefObject<HTMLUListElement | null>;
}) {
  const intl = useIntl();
  const scroll = (dir: 1 | -1) => {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: dir * row.clientWidth * 0.8 });
  };
  return (
    <div className="strip-head">
      <h2>
        <Icon name={icon} size={20} />
        {title}
      </h2>
      {arrows && (
        <div className="strip-arrows">
          <button type="button" className="strip-arrow" onClick={() => scroll(-1)} aria-label={intl.formatMessage({ id: 'common.previous' })}>
            <Icon name="chevron-left" size={18} />
          </button>
          <button type="button" className="strip-arrow" onClick={() => scroll(1)} aria-label={intl.formatMessage({ id: 'common.next' })}>
            <Icon name="chevron-right" size={18} />
          </button>
        </div>
      )}
    </div>
  );
});

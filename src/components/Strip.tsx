import styled from '@emotion/styled';
import { memo, useRef, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Icon, type IconName } from './Icon';
import { RoundIconButton } from './IconButton';
import { ErrorState } from './StateMessage';
import { theme } from '@/theme/theme';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    margin: 0;
    font-size: ${theme.font.size.lg};
    color: ${theme.colours.text};
    svg {
      color: ${theme.colours.primary};
    }
  }
`;

// Phones scroll with a finger; arrows only where a mouse is likely.
const Arrows = styled.div`
  display: none;
  gap: ${theme.space(1)};
  ${theme.breakpoint.md} {
    display: flex;
  }
`;

const Row = styled.ul<{ phone: number; wide: number }>`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${(p) => p.phone}px;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0 0 ${theme.space(2)};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: thin;
  ${theme.breakpoint.md} {
    grid-auto-columns: ${(p) => p.wide}px;
    gap: ${theme.space(3)};
  }
  > li {
    scroll-snap-align: start;
  }
  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

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

/** A titled, horizontally scrolling shelf of the home page (hot games, popular lottery). */
export function Strip({ title, icon, testId, itemWidth, error, onRetry, children }: StripProps) {
  const rowRef = useRef<HTMLUListElement>(null);
  return (
    <Section aria-label={title} data-testid={testId}>
      <StripHead title={title} icon={icon} arrows={!error} rowRef={rowRef} />
      {error ? (
        <ErrorState messageKey={error} onRetry={onRetry} />
      ) : (
        <Row ref={rowRef} phone={itemWidth.phone} wide={itemWidth.wide}>
          {children}
        </Row>
      )}
    </Section>
  );
}

/**
 * The title and the arrows, apart: a shelf renders its items a few at a time (useProgressiveCount), and each step
 * must not render the heading again.
 */
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
    <Head>
      <h2>
        <Icon name={icon} size={20} />
        {title}
      </h2>
      {arrows && (
        <Arrows>
          <RoundIconButton type="button" onClick={() => scroll(-1)} aria-label={intl.formatMessage({ id: 'common.previous' })}>
            <Icon name="chevron-left" size={18} />
          </RoundIconButton>
          <RoundIconButton type="button" onClick={() => scroll(1)} aria-label={intl.formatMessage({ id: 'common.next' })}>
            <Icon name="chevron-right" size={18} />
          </RoundIconButton>
        </Arrows>
      )}
    </Head>
  );
});

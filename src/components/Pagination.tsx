import styled from '@emotion/styled';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from './Icon';
import { hasNext, hasPrevious, pageChange, pageWindow, MARGIN_PAGES, PAGE_RANGE } from '@/lib/pagination';
import { controlFace } from './control-face';
import { bareList } from './grid-list';
import { theme } from '@/theme/theme';

/**
 * Page numbers with previous/next (spec §2, §5, §9: range 3, margin 1).
 * Re-selecting the current page does nothing; previous/next stay in bounds.
 * Every button has the same width, so the bar does not jiggle as pages change.
 */
export interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  range?: number;
  margin?: number;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** The pointer or focus rests on a page the player may open next: a chance to fetch it early. */
  onIntent?: (page: number) => void;
  className?: string;
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  ${bareList};
  ${theme.breakpoint.sm} {
    gap: ${theme.space(2)};
  }
`;

const PageButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${theme.space(8)};
  height: ${theme.space(8)};
  padding: 0 ${theme.space(1)};
  ${controlFace('sm', 'surface')};
  font-size: ${theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  transition:
    background ${theme.motion.fast},
    border-color ${theme.motion.fast};
  ${theme.breakpoint.sm} {
    min-width: ${theme.space(10)};
    height: ${theme.space(10)};
  }
  &:hover:not(:disabled):not([aria-current='page']) {
    border-color: ${theme.colours.primary};
    background: ${theme.colours.primarySoft};
  }
  &[aria-current='page'] {
    background: ${theme.colours.primary};
    border-color: ${theme.colours.primary};
    color: ${theme.colours.onPrimary};
    font-weight: ${theme.font.weight.bold};
    cursor: default;
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: 2px;
  }
`;

const Gap = styled.li`
  min-width: ${theme.space(5)};
  text-align: center;
  color: ${theme.colours.textMuted};
  user-select: none;
`;

export const Pagination = memo(function Pagination({
  page,
  pageCount,
  onChange,
  range = PAGE_RANGE,
  margin = MARGIN_PAGES,
  label,
  className,
  onIntent,
}: PaginationProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    const next = pageChange(page, target, pageCount);
    if (next !== null) onChange(next);
  };
  const intent = (target: number) => {
    const next = pageChange(page, target, pageCount);
    if (next !== null) onIntent?.(next);
  };
  const intentProps = (target: number) => (onIntent ? { onPointerEnter: () => intent(target), onFocus: () => intent(target) } : {});
  return (
    <Nav aria-label={label ?? intl.formatMessage({ id: 'pagination.label' })} className={className}>
      <List>
        <li>
          <PageButton
            type="button"
            data-page-nav="previous"
            onClick={() => go(page - 1)}
            {...intentProps(page - 1)}
            disabled={!hasPrevious(page)}
            aria-label={intl.formatMessage({ id: 'pagination.previous' })}
          >
            <Icon name="chevron-left" size={18} />
          </PageButton>
        </li>
        {pageWindow(page, pageCount, range, margin).map((item) =>
          item.kind === 'ellipsis' ? (
            <Gap key={`gap-${item.key}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={item.page}>
              <PageButton
                type="button"
                aria-current={item.current ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: item.page })}
                onClick={() => go(item.page)}
                {...intentProps(item.page)}
              >
                {item.page}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            data-page-nav="next"
            onClick={() => go(page + 1)}
            {...intentProps(page + 1)}
            disabled={!hasNext(page, pageCount)}
            aria-label={intl.formatMessage({ id: 'pagination.next' })}
          >
            <Icon name="chevron-right" size={18} />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
});

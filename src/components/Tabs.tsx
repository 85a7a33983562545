import styled from '@emotion/styled';
import type { KeyboardEvent, ReactNode } from 'react';
import { useListFocus } from './useListFocus';
import { theme } from '@/theme/theme';

export interface TabItem {
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  value: string;
  onChange: (id: string) => void;
  ariaLabel: string;
  /** Prefix for tab/panel ids, so a panel can point back with aria-labelledby=`${idPrefix}-tab-${id}`. */
  idPrefix?: string;
}

/** Up to this many tabs wrap into a segmented group on phones; more keep one scrolling row. */
const SEGMENTED_MAX = 4;

const List = styled.div`
  display: flex;
  gap: ${theme.space(1)};
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${theme.colours.border};
  &::-webkit-scrollbar {
    display: none;
  }
  /* Phones: a few tabs (a method, a channel) wrap into a segmented group instead of a row that scrolls sideways and
     cuts labels mid-word; a long list (a lobby's vendors) keeps scrolling. */
  @media (max-width: 640px) {
    &[data-segmented] {
      flex-wrap: wrap;
      gap: ${theme.space(2)};
      overflow: visible;
      border-bottom: 0;
    }
  }
`;

const Tab = styled.button`
  flex: none;
  padding: ${theme.space(2)} ${theme.space(4)};
  min-height: ${theme.space(10)};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${theme.colours.textMuted};
  font: inherit;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
  white-space: nowrap;
  &[aria-selected='true'] {
    color: ${theme.colours.text};
    border-bottom-color: ${theme.colours.primary};
  }
  @media (max-width: 640px) {
    [data-segmented] > & {
      flex: 1 1 auto;
      min-height: ${theme.space(11)};
      border: 1px solid ${theme.colours.border};
      border-radius: var(--radius-control, ${theme.radius.md});
      white-space: normal;
      text-align: center;
    }
    [data-segmented] > &[aria-selected='true'] {
      border-color: ${theme.colours.primary};
      background: ${theme.colours.primarySoft};
      color: ${theme.colours.primary};
    }
  }
  &:hover {
    color: ${theme.colours.text};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: -3px;
  }
`;

/** Roving-tabindex tabs (WAI-ARIA tabs pattern): one Tab stop, arrows/Home/End move and select. */
export function Tabs({ items, value, onChange, ariaLabel, idPrefix = 'tabs' }: TabsProps) {
  const tabFocus = useListFocus<HTMLButtonElement>();
  const current = Math.max(
    0,
    items.findIndex((i) => i.id === value),
  );

  const onKeyDown = (e: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    let next: number | null = null;
    if (e.key in step) next = (current + step[e.key] + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    if (next === null) return;
    e.preventDefault();
    tabFocus.focusAt(next);
    onChange(items[next].id);
  };

  return (
    <List role="tablist" aria-label={ariaLabel} onKeyDown={onKeyDown} data-segmented={items.length <= SEGMENTED_MAX || undefined}>
      {items.map((item, i) => (
        <Tab
          key={item.id}
          ref={tabFocus.refAt(i)}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${item.id}`}
          aria-selected={i === current}
          tabIndex={i === current ? 0 : -1}
          onClick={() => onChange(item.id)}
        >
          {item.label}
        </Tab>
      ))}
    </List>
  );
}

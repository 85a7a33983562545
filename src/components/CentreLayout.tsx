import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import { navEntry } from './nav-entry';
import { theme } from '@/theme/theme';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  min-height: 420px;
  /* Phones: the menu row keeps its height; the page takes the rest. */
  grid-template-rows: auto 1fr;
  ${theme.breakpoint.md} {
    grid-template-columns: 220px 1fr;
    grid-template-rows: 1fr;
  }
`;

const Nav = styled.nav`
  display: flex;
  gap: ${theme.space(1)};
  overflow-x: auto;
  ${theme.breakpoint.md} {
    flex-direction: column;
    overflow: visible;
    border-right: 1px solid ${theme.colours.border};
    padding-right: ${theme.space(3)};
  }
  button {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    ${navEntry('text')};
    border: 0;
    background: transparent;
    text-align: start;
    cursor: pointer;
  }
`;

const Pane = styled.section`
  min-width: 0;
  h3 {
    margin: 0 0 ${theme.space(4)};
    font-size: ${theme.font.size.lg};
  }
`;

export interface CentreEntry<K extends string> {
  key: K;
  label: string;
  icon?: IconName;
  /** A count beside the label (open missions, unread messages); the feature renders it, null when nothing to show. */
  badge?: ReactNode;
}

interface CentreLayoutProps<K extends string> {
  /** Names the menu for screen readers (the overlay's title). */
  label: string;
  entries: readonly CentreEntry<K>[];
  current: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

/**
 * The member and agent centres (§2): a menu of pages (a scrolling row on
 * phones, a column from tablets up) beside the current page under its heading.
 */
export function CentreLayout<K extends string>({ label, entries, current, onSelect, children }: CentreLayoutProps<K>) {
  const heading = entries.find((e) => e.key === current)?.label;
  return (
    <Layout>
      <Nav aria-label={label}>
        {entries.map((e) => (
          <button key={e.key} type="button" aria-current={e.key === current ? 'page' : undefined} onClick={() => onSelect(e.key)} data-page={e.key}>
            {e.icon && <Icon name={e.icon} size={18} />}
            {e.label}
            {e.badge}
          </button>
        ))}
      </Nav>
      <Pane aria-label={heading}>
        <h3>{heading}</h3>
        {children}
      </Pane>
    </Layout>
  );
}

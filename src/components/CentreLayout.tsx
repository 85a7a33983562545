import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon, type IconName } from './Icon';
import { navEntry } from './nav-entry';
import { iconHeading } from './icon-heading';
import { bareList } from './grid-list';
import { theme } from '@/theme/theme';
import { noteText } from './note-text';
import { column } from './column';
import { capsLabel } from './caps-label';

const phones = '@media (max-width: 640px)';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  min-height: 420px;
  ${theme.breakpoint.md} {
    grid-template-columns: 220px 1fr;
  }
  /* Phones: one thing at a time, the grouped menu or the page under a back arrow (data-view). */
  ${phones} {
    min-height: 0;
    &[data-view='menu'] > section,
    &[data-view='page'] > nav {
      display: none;
    }
  }
`;

const Nav = styled.nav`
  ${column(1)};
  ${theme.breakpoint.md} {
    border-right: 1px solid ${theme.colours.border};
    padding-right: ${theme.space(3)};
  }
  h4 {
    margin: ${theme.space(3)} 0 ${theme.space(1)};
    padding: 0 ${theme.space(3)};
    ${noteText('muted', 'xs')};
    ${capsLabel};
  }
  h4:first-of-type {
    margin-top: 0;
  }
  ul {
    ${column(1)};
    ${bareList};
  }
  button {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    width: 100%;
    ${navEntry('text')};
    border: 0;
    background: transparent;
    text-align: start;
    white-space: normal;
    cursor: pointer;
  }
  /* Phones: each group a card of full-width rows with a chevron, like a settings screen. */
  ${phones} {
    ul {
      gap: 0;
      border: 1px solid ${theme.colours.border};
      border-radius: ${theme.radius.lg};
      background: ${theme.colours.surface};
      overflow: hidden;
    }
    li + li {
      border-top: 1px solid ${theme.colours.border};
    }
    button {
      min-height: ${theme.space(13)};
      padding: 0 ${theme.space(4)};
      border-radius: 0;
      color: ${theme.colours.text};
      font-size: ${theme.font.size.md};
    }
    button::after {
      content: '';
      width: 8px;
      height: 8px;
      margin-inline-start: auto;
      border: solid ${theme.colours.textMuted};
      border-width: 2px 2px 0 0;
      transform: rotate(45deg);
      flex: none;
    }
  }
`;

const Pane = styled.section`
  min-width: 0;
  h3 {
    ${iconHeading(4)};
  }
`;

/** The way back from a page to the menu: phones only (wider screens show both side by side). */
const Back = styled.button`
  display: none;
  ${phones} {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    margin-inline-start: -${theme.space(2)};
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
    &:hover {
      background: ${theme.colours.primarySoft};
    }
  }
`;

export interface CentreEntry<K extends string> {
  key: K;
  label: string;
  icon?: IconName;
  /** A count beside the label (open missions, unread messages); the feature renders it, null when nothing to show. */
  badge?: ReactNode;
  /** The menu group's heading (Wallet, Records…); entries of one group are listed together, in order of first use. */
  group?: string;
}

interface CentreLayoutProps<K extends string> {
  /** Names the menu for screen readers (the overlay's title). */
  label: string;
  entries: readonly CentreEntry<K>[];
  current: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

function grouped<K extends string>(entries: readonly CentreEntry<K>[]): { group?: string; entries: CentreEntry<K>[] }[] {
  const groups: { group?: string; entries: CentreEntry<K>[] }[] = [];
  for (const e of entries) {
    const g = groups.find((x) => x.group === e.group);
    if (g) g.entries.push(e);
    else groups.push({ group: e.group, entries: [e] });
  }
  return groups;
}

/**
 * The member and agent centres (§2): a grouped menu of pages beside the
 * current page under its heading. Phones show one at a time: opened on the
 * first page, the menu; opened on another (Deposit from the tab bar), that page
 * with a back arrow to the menu. Never a row of tabs that scrolls sideways.
 */
export function CentreLayout<K extends string>({ label, entries, current, onSelect, children }: CentreLayoutProps<K>) {
  const intl = useIntl();
  const [view, setView] = useState<'menu' | 'page'>(current === entries[0]?.key ? 'menu' : 'page');
  const heading = entries.find((e) => e.key === current)?.label;
  return (
    <Layout data-view={view}>
      <Nav aria-label={label}>
        {grouped(entries).map((g) => (
          <div key={g.group ?? ''}>
            {g.group && <h4>{g.group}</h4>}
            <ul>
              {g.entries.map((e) => (
                <li key={e.key}>
                  <button
                    type="button"
                    aria-current={e.key === current ? 'page' : undefined}
                    onClick={() => {
                      onSelect(e.key);
                      setView('page');
                    }}
                    data-page={e.key}
                  >
                    {e.icon && <Icon name={e.icon} size={18} />}
                    {e.label}
                    {e.badge}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Nav>
      <Pane aria-label={heading}>
        <h3>
          <Back type="button" onClick={() => setView('menu')} aria-label={intl.formatMessage({ id: 'common.back' })} data-testid="centre-back">
            <Icon name="arrow-left" />
          </Back>
          {heading}
        </h3>
        {children}
      </Pane>
    </Layout>
  );
}

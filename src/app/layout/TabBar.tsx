import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/RouterLink';
import { useSnapshot } from 'valtio';
import { useBrand } from '@/brand/brand-config';
import type { Layout } from '@/brand/brand-config.generated';
import { useFlag } from '@/flags/useFlag';
import { Icon, type IconName } from '@/components/Icon';
import { isLobbyCategory, lobbyPath, LOBBY_CATEGORIES } from '@/lib/game-categories';
import { openLoginPopup, requireRealAccount } from '@/session/prompts';
import { session } from '@/session/session';
import { openMemberCentre, type MemberCentrePage } from '@/features/member-centre/entry';
import { staticSheet } from '@/lib/static-sheet';
import { theme } from '@/theme/theme';
import { DEFAULT_LAYOUT } from '@/theme/variants';

export type TabEntry = NonNullable<Layout['tabBar']>[number];

/** The phone breakpoint of the tab bar (the chat launcher docks into it below the same width). */
export const TAB_BAR_MAX_WIDTH = 640;
const phones = `@media (max-width: ${TAB_BAR_MAX_WIDTH}px)`;
const HEIGHT = '60px';

/** Keeps the page's end clear of the fixed bar: the last row of content scrolls above it, never under it. */
const spacer = css`
  display: none;
  ${phones} {
    display: block;
    flex: none;
    height: calc(${HEIGHT} + env(safe-area-inset-bottom));
  }
`;

const bar = css`
  display: none;
  ${phones} {
    position: fixed;
    inset: auto 0 0 0;
    z-index: ${theme.z.header};
    display: grid;
    grid-template-columns: repeat(5, minmax(0, 1fr));
    height: calc(${HEIGHT} + env(safe-area-inset-bottom));
    padding: 0 ${theme.space(1)} env(safe-area-inset-bottom);
    background: color-mix(in srgb, ${theme.colours.surface} 94%, transparent);
    backdrop-filter: blur(12px);
    border-top: 1px solid ${theme.colours.border};
    box-shadow: 0 -6px 20px rgba(0, 0, 0, 0.08);
    /* The chat launcher docks at the bar's end (ChatWidget), in a lane of its own: it never covers a tab or the page. */
    &[data-chat='true'] {
      padding-inline-end: 60px;
    }
  }
`;

const tab = `
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 3px;
  min-width: 0;
  padding: 6px 2px 4px;
  border: 0;
  background: none;
  color: ${theme.colours.textMuted};
  font: inherit;
  font-size: 10.5px;
  font-weight: ${theme.font.weight.medium};
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  /* Up to two lines, broken between words only: a label is never cut mid-word. */
  > span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    max-width: 100%;
    overflow: hidden;
    text-align: center;
    hyphens: none;
    line-height: 1.1;
  }
  &[aria-current='page'] {
    color: ${theme.colours.primary};
  }
  &[aria-current='page'] > svg {
    transform: translateY(-1px);
  }
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: -3px;
    border-radius: ${theme.radius.md};
  }
  /* Deposit is the bar's one call to action: a raised coin in the primary colour. */
  &[data-tab='deposit'] > svg {
    box-sizing: content-box;
    padding: 7px;
    margin-top: -14px;
    border-radius: 50%;
    background: ${theme.colours.primary};
    color: ${theme.colours.onPrimary};
    box-shadow: 0 4px 12px color-mix(in srgb, ${theme.colours.primary} 45%, transparent);
  }
  &[data-tab='deposit'] {
    color: ${theme.colours.text};
  }
`;

// One static sheet (src/lib/static-sheet.ts): the bar hydrates with every page and renders again on each navigation.
staticSheet('tab-bar', { 'tb-spacer': spacer, 'tb-bar': bar, 'tb-tab': tab });

interface TabSpec {
  icon: IconName;
  label: string;
  /** A page to go to, or an action (member centre, login). */
  to?: string;
  onClick?: () => void;
  current?: boolean;
}

/**
 * The phones' main navigation (640 px and narrower): five entries the brand
 * picks in theme.layout.tabBar, Home, Games, Deposit, Promotions and Account by
 * default. Wider screens keep the side rail or top bar; this one is hidden by CSS
 * (rendered always, so the pre-rendered page and the first render agree).
 */
export function TabBar() {
  const intl = useIntl();
  const brand = useBrand();
  const { pathname } = useLocation();
  const { token } = useSnapshot(session);
  const chat = useFlag('chat');
  const t = (id: string) => intl.formatMessage({ id });
  const entries = brand.theme.layout?.tabBar ?? DEFAULT_LAYOUT.tabBar;

  const memberPage = (page: MemberCentrePage) => () => {
    if (!token) openLoginPopup('login');
    else if (requireRealAccount()) openMemberCentre(page);
  };
  const firstLobby = brand.sideMenu?.categories?.find(isLobbyCategory) ?? LOBBY_CATEGORIES[0];
  const inLobby = LOBBY_CATEGORIES.some((c) => pathname === lobbyPath(c));
  const page = (to: string, icon: IconName, label: string, current = pathname === to): TabSpec => ({ to, icon, label, current });

  const specs: Record<TabEntry, () => TabSpec> = {
    home: () => page('/', 'home', t('shell.nav.home'), pathname === '/' || pathname === '/home'),
    games: () => page(lobbyPath(firstLobby), 'dice', t('shell.tab.games'), inLobby),
    deposit: () => ({ icon: 'wallet', label: t('shell.header.deposit'), onClick: memberPage('depositv2') }),
    promotions: () => page('/promotions', 'gift', t('shell.nav.promotions'), pathname.startsWith('/promo')),
    account: () => ({ icon: 'user', label: t('shell.tab.account'), onClick: memberPage('securityCenter') }),
    live: () => page('/live', 'cards', t('shell.category.LIVE')),
    sports: () => page('/sports', 'ball', t('shell.category.SPORTS')),
    lottery: () => page('/lottery', 'ticket', t('shell.tab.lottery')),
    pointsMall: () => page('/pointMall', 'star', t('pointsMall.title')),
    messages: () => ({ icon: 'message', label: t('memberCentre.page.messageV2'), onClick: memberPage('messageV2') }),
  };

  const render = (entry: TabEntry): ReactNode => {
    const s = specs[entry]();
    const inner = (
      <>
        <Icon name={s.icon} size={22} />
        <span>{s.label}</span>
      </>
    );
    return s.to ? (
      <Link key={entry} to={s.to} className="tb-tab" data-tab={entry} aria-current={s.current ? 'page' : undefined}>
        {inner}
      </Link>
    ) : (
      <button key={entry} type="button" className="tb-tab" data-tab={entry} onClick={s.onClick}>
        {inner}
      </button>
    );
  };

  return (
    <>
      <div className="tb-spacer" aria-hidden="true" />
      <nav className="tb-bar" aria-label={t('shell.tab.label')} data-testid="tab-bar" data-tabbar="" data-chat={chat}>
        {entries.map(render)}
      </nav>
    </>
  );
}

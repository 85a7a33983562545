import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useFlag } from '@/flags/useFlag';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import { session } from '@/session/session';
import { openLoginPopup, requireRealAccount } from '@/session/prompts';
import { openMemberCentre } from '@/features/member-centre/entry';
import { BrandLogo } from '../BrandLogo';
import { ThemeToggle } from './ThemeToggle';
import { BalanceChip } from './BalanceChip';
import { AccountMenu } from './AccountMenu';
import { startFreePlay } from '@/features/auth/entry';
import { topBar } from '../top-bar';
import { staticSheet } from '@/lib/static-sheet';
import { theme } from '@/theme/theme';
import { variant } from '@/theme/variants';

// Only a refused free play shows it: the dialog (and the modal under it) is not part of the header's first load.
const AlertDialog = lazy(() => import('@/components/AlertDialog').then((m) => ({ default: m.AlertDialog })));

const bar = css`
  ${topBar};
  height: ${theme.layout.headerHeight};
  ${theme.breakpoint.md} {
    padding: 0 ${theme.space(6)};
  }
`;

const MenuButton = styled(IconButton)`
  ${theme.breakpoint.md} {
    display: none;
  }
`;

/** With a side menu the logo lives there on wide screens; the header shows it on phones. */
const logoSlot = css`
  display: flex;
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  ${theme.breakpoint.md} {
    &[data-with-side] {
      display: none;
    }
  }
  /* theme.layout.navigation = top: no side column on wide screens, so the header keeps the logo. */
  ${variant('nav-top')} & {
    display: flex;
  }
  /* theme.layout.header = centred: the logo in the middle of the bar, the actions at its end. */
  ${variant('header-centred')} & {
    position: absolute;
    left: 50%;
    transform: translateX(-50%);
  }
`;

const spacer = css`
  flex: 1;
`;

const actions = css`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${theme.space(1.5)};
  ${theme.breakpoint.sm} {
    gap: ${theme.space(2)};
  }
`;

/** Text beside an icon that phones drop to save room (the button keeps its aria-label). */
const wide = css`
  display: none;
  ${theme.breakpoint.sm} {
    display: inline;
  }
  /* theme.layout.header = balance: the deposit button keeps its word on phones. */
  ${variant('header-balance')} [data-testid='deposit'] > & {
    display: inline;
  }
`;

/** An icon that stands for its button's word on phones only (wide screens show the word alone). */
const PhoneIcon = styled(Icon)`
  ${theme.breakpoint.sm} {
    display: none;
  }
`;

const wideOnly = css`
  display: none;
  ${theme.breakpoint.sm} {
    display: contents;
  }
`;

/** The balance: wide screens, and phones too when the brand's header is `balance`. */
const balanceSlot = css`
  ${wideOnly};
  ${variant('header-balance')} & {
    display: contents;
  }
`;

// One static sheet (src/lib/static-sheet.ts): the header hydrates with every page and renders again when the session
// or the platform's flags change.
staticSheet('header', {
  'hd-bar': bar,
  'hd-logo': logoSlot,
  'hd-spacer': spacer,
  'hd-actions': actions,
  'hd-wide': wide,
  'hd-wide-only': wideOnly,
  'hd-balance': balanceSlot,
});

export function Header({ onMenu }: { onMenu?: () => void }) {
  const intl = useIntl();
  const { token } = useSnapshot(session);
  const t = (id: string) => intl.formatMessage({ id });
  const themeSwitch = useFlag('themeSwitch');
  const freePlay = useFlag('freePlay');
  // A refused free play (FREEPLAY3 off, a platform fault) is told to the player, in their language.
  const [freePlayRefusal, setFreePlayRefusal] = useState<string | null>(null);
  // DIRECTREG3 (§6): the direct registration button.
  const directRegistration = useFlag('directRegistration');

  const money = (page: 'depositv2' | 'withdraw') => () => {
    if (requireRealAccount()) openMemberCentre(page);
  };

  return (
    <header className="hd-bar" data-testid="header">
      {onMenu && (
        <MenuButton type="button" onClick={onMenu} aria-label={t('shell.menu.open')} data-testid="menu-open">
          <Icon name="menu" />
        </MenuButton>
      )}
      <div className="hd-logo" data-with-side={onMenu ? true : undefined}>
        <BrandLogo markOnPhones />
      </div>
      <div className="hd-spacer" />
      <div className="hd-actions">
        {themeSwitch && <ThemeToggle />}
        {token ? (
          <>
            <div className="hd-balance">
              <BalanceChip />
            </div>
            <Button size="sm" onClick={money('depositv2')} aria-label={t('shell.header.deposit')} data-testid="deposit">
              <Icon name="wallet" size={16} />
              <span className="hd-wide">{t('shell.header.deposit')}</span>
            </Button>
            {/* Phones keep Withdraw beside Deposit as an icon (its name stays the button's label). */}
            <Button size="sm" variant="secondary" onClick={money('withdraw')} aria-label={t('shell.header.withdraw')} data-testid="withdraw">
              <PhoneIcon name="withdraw" size={16} />
              <span className="hd-wide">{t('shell.header.withdraw')}</span>
            </Button>
            <AccountMenu />
          </>
        ) : (
          <>
            {/* Phones: free play is in the login popup; the header keeps room for log in and register. */}
            {freePlay && (
              <div className="hd-wide-only">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => void startFreePlay().then((refusal) => refusal && setFreePlayRefusal(t(refusal)))}
                  aria-label={t('shell.header.freeDemo')}
                  data-testid="free-demo"
                >
                  <Icon name="dice" size={16} />
                  {t('shell.header.freeDemo')}
                </Button>
              </div>
            )}
            {freePlayRefusal !== null && (
              <Suspense fallback={null}>
                <AlertDialog
                  open
                  title={t('shell.header.freeDemo')}
                  message={freePlayRefusal}
                  confirmLabel={t('common.confirm')}
                  onConfirm={() => setFreePlayRefusal(null)}
                />
              </Suspense>
            )}
            <Button size="sm" variant="secondary" onClick={() => openLoginPopup('login')} data-testid="login">
              {t('shell.header.login')}
            </Button>
            {directRegistration && (
              <Button size="sm" onClick={() => openLoginPopup('register')} data-testid="register">
                {t('shell.header.register')}
              </Button>
            )}
          </>
        )}
      </div>
    </header>
  );
}

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
import { theme } from '@/theme/theme';
import { variant } from '@/theme/variants';

// Only a refused free play shows it: the dialog (and the modal under it) is not part of the header's first load.
const AlertDialog = lazy(() => import('@/components/AlertDialog').then((m) => ({ default: m.AlertDialog })));

const Bar = styled.header`
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
const LogoSlot = styled.div<{ withSide: boolean }>`
  display: flex;
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  ${theme.breakpoint.md} {
    display: ${(p) => (p.withSide ? 'none' : 'flex')};
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

const Spacer = styled.div`
  flex: 1;
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${theme.space(1.5)};
  ${theme.breakpoint.sm} {
    gap: ${theme.space(2)};
  }
`;

/** Text beside an icon that phones drop to save room (the button keeps its aria-label). */
const Wide = styled.span`
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

const WideOnly = styled.div`
  display: none;
  ${theme.breakpoint.sm} {
    display: contents;
  }
`;

/** The balance: wide screens, and phones too when the brand's header is `balance`. */
const BalanceSlot = styled(WideOnly)`
  ${variant('header-balance')} & {
    display: contents;
  }
`;

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
    <Bar data-testid="header">
      {onMenu && (
        <MenuButton type="button" onClick={onMenu} aria-label={t('shell.menu.open')} data-testid="menu-open">
          <Icon name="menu" />
        </MenuButton>
      )}
      <LogoSlot withSide={Boolean(onMenu)}>
        <BrandLogo markOnPhones />
      </LogoSlot>
      <Spacer />
      <Actions>
        {themeSwitch && <ThemeToggle />}
        {token ? (
          <>
            <BalanceSlot>
              <BalanceChip />
            </BalanceSlot>
            <Button size="sm" onClick={money('depositv2')} aria-label={t('shell.header.deposit')} data-testid="deposit">
              <Icon name="wallet" size={16} />
              <Wide>{t('shell.header.deposit')}</Wide>
            </Button>
            {/* Phones keep Withdraw beside Deposit as an icon (its name stays the button's label). */}
            <Button size="sm" variant="secondary" onClick={money('withdraw')} aria-label={t('shell.header.withdraw')} data-testid="withdraw">
              <PhoneIcon name="withdraw" size={16} />
              <Wide>{t('shell.header.withdraw')}</Wide>
            </Button>
            <AccountMenu />
          </>
        ) : (
          <>
            {/* Phones: free play is in the login popup; the header keeps room for log in and register. */}
            {freePlay && (
              <WideOnly>
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
              </WideOnly>
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
      </Actions>
    </Bar>
  );
}

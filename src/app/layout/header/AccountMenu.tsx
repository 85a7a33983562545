import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useFlag } from '@/flags/useFlag';
import { Icon } from '@/components/Icon';
import { Menu, type MenuItem } from '@/components/Menu';
import { roundIcon } from '@/components/round-icon';
import { canOpenAgentCentre, canOpenMemberCentre, session } from '@/session/session';
import { askSignOut, requireRealAccount } from '@/session/prompts';
import { openMemberCentre, type MemberCentrePage } from '@/features/member-centre/entry';
import { openAgentCentre } from '@/features/agent-centre/entry';
import { UnreadBadge, useUnreadCount } from '@/features/messages/entry';
import { theme } from '@/theme/theme';

const Avatar = styled.span`
  ${roundIcon}
  background: ${theme.colours.primarySoft};
  color: ${theme.colours.primary};
  font-weight: ${theme.font.weight.bold};
  text-transform: uppercase;
  position: relative;
  /* The initial is drawn, not written: the button's name is the menu's label (label-content-name-mismatch). */
  [data-initial]::before {
    content: attr(data-initial);
  }
`;

/** Avatar menu (§2): member centre, records, agent centre (types 1, 2, 41, 42 only, §5), sign out with confirmation. */
export function AccountMenu() {
  const intl = useIntl();
  const s = useSnapshot(session);
  const name = s.member?.nickname || s.member?.account || '';
  const t = (id: string) => intl.formatMessage({ id });
  const unread = useUnreadCount();
  // The manifest's agentCentre (or the platform's AGENTCENTRE3) switches the agent centre off for the whole brand.
  const agentCentreOn = useFlag('agentCentre');

  // Member-centre pages are refused to trial accounts (§5): requireRealAccount shows the warning.
  const member = (page: MemberCentrePage) => () => {
    if (requireRealAccount() && canOpenMemberCentre(session)) openMemberCentre(page);
  };

  const items: MenuItem[] = [
    { id: 'centre', label: t('shell.account.memberCentre'), icon: <Icon name="user" size={18} />, onSelect: member('securityCenter') },
    { id: 'account', label: t('shell.account.accountRecord'), icon: <Icon name="list" size={18} />, onSelect: member('transactionHistory') },
    { id: 'bets', label: t('shell.account.bettingRecord'), icon: <Icon name="ticket" size={18} />, onSelect: member('personalHistoryCopy') },
  ];
  if (agentCentreOn && s.member && canOpenAgentCentre(session)) {
    items.push({ id: 'agent', label: t('shell.account.agentCentre'), icon: <Icon name="users" size={18} />, onSelect: () => openAgentCentre() });
  }
  items.push({ id: 'signout', label: t('shell.account.signOut'), icon: <Icon name="logout" size={18} />, onSelect: askSignOut, danger: true });

  return (
    <Menu
      triggerLabel={
        unread > 0 ? `${t('shell.account.menu')}, ${intl.formatMessage({ id: 'messages.unreadCount' }, { count: unread })}` : t('shell.account.menu')
      }
      trigger={
        <Avatar aria-hidden="true">
          {name ? <span data-initial={name.slice(0, 1)} /> : <Icon name="user" size={18} />}
          <UnreadBadge floating />
        </Avatar>
      }
      items={items}
    />
  );
}

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '@/components/Icon';
import { Menu } from '@/components/Menu';
import { requireRealAccount } from '@/session/prompts';
import { openCustomerService, openServiceEntry, useServiceEntries } from '@/features/support/entry';
import { openNoticeList } from '@/features/notices/entry';
import { openHelp } from '@/features/help/entry';
import { openFeedback } from '@/features/feedback/entry';
import { openMemberCentre } from '@/features/member-centre/entry';
import { labelClass, rowClass } from './nav-styles';
import { useSnapshot } from 'valtio';
import { canOpenAgentCentre, session } from '@/session/session';
import { useBecomeAgent } from '@/features/agent-centre/entry';
import { UnreadBadge, WithUnreadBadge } from '@/features/messages/entry';

/** Customer-service submenu (§2): customer service, platform messages, announcements, help centre (the help modal over the page). */
export function ServiceMenu({ collapsed, placement }: { collapsed: boolean; placement: 'right' | 'inline' }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const label = t('shell.nav.service');
  // The same element while only the entries change (the desks and the agent link land after the page): the row's
  // contents are not rendered again for data that only the open menu shows.
  const trigger = useMemo(
    () => (
      <>
        <WithUnreadBadge>
          <Icon name="headset" />
        </WithUnreadBadge>
        <span className={labelClass(collapsed)}>{label}</span>
        {!collapsed && <Icon name="chevron-right" size={16} />}
      </>
    ),
    [collapsed, label],
  );
  // §6: who is not an agent yet may become one (the AFFILIATELINK resource, else customer service).
  const agent = canOpenAgentCentre(useSnapshot(session));
  const becomeAgent = useBecomeAgent(openCustomerService, !agent);
  // §3's csType entries: live chat for everyone, the VIP desk for VIP members.
  const desks = useServiceEntries().map((e) => ({
    id: `cs-${e.kind}`,
    label: t(e.kind === 'VIP' ? 'shell.service.vipDesk' : 'shell.service.liveChat'),
    icon: <Icon name={e.kind === 'VIP' ? 'trophy' : 'message'} size={18} />,
    onSelect: () => void openServiceEntry(e.url),
  }));
  return (
    <Menu
      placement={placement}
      align="end"
      triggerLabel={label}
      triggerClassName={rowClass(collapsed)}
      trigger={trigger}
      items={[
        { id: 'cs', label: t('shell.service.customerService'), icon: <Icon name="headset" size={18} />, onSelect: () => void openCustomerService() },
        ...desks,
        {
          id: 'messages',
          label: (
            <>
              {t('shell.service.messages')} <UnreadBadge />
            </>
          ),
          icon: <Icon name="message" size={18} />,
          onSelect: () => requireRealAccount() && openMemberCentre('messageV2'),
        },
        { id: 'notices', label: t('shell.service.announcements'), icon: <Icon name="megaphone" size={18} />, onSelect: openNoticeList },
        { id: 'help', label: t('shell.service.help'), icon: <Icon name="help" size={18} />, onSelect: () => openHelp() },
        ...(agent ? [] : [{ id: 'become-agent', label: t('agentCentre.become'), icon: <Icon name="users" size={18} />, onSelect: becomeAgent }]),
        { id: 'feedback', label: t('feedback.title'), icon: <Icon name="message" size={18} />, onSelect: openFeedback },
      ]}
    />
  );
}

import styled from '@emotion/styled';
import type React from 'react';
import { useIntl } from 'react-intl';
import { CountBadge } from '@/components/CountBadge';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { badgeText } from '../lib/message-text';
import { useUnreadCount } from '../hooks/useUnreadCount';

const Badge = styled(CountBadge)<{ floating: boolean }>`
  ${(p) => (p.floating ? 'position: absolute; top: -4px; right: -6px;' : '')}
  /* The digits are drawn, not written: inside a labelled button they would not be part of its name (label-content-name-mismatch). */
  [data-count]::before {
    content: attr(data-count);
  }
`;

/**
 * The unread platform-message count as a small badge (header avatar, side menu);
 * nothing when 0. `floating` pins it to the corner of a relatively positioned parent.
 * The count is also said in words for screen readers.
 */
export function UnreadBadge({ floating = false }: { floating?: boolean }) {
  const intl = useIntl();
  const count = useUnreadCount();
  if (count <= 0) return null;
  return (
    <Badge floating={floating} data-testid="unread-badge" title={intl.formatMessage({ id: 'messages.unreadCount' }, { count })}>
      <span aria-hidden="true" data-count={badgeText(count)} />
      <VisuallyHidden>{intl.formatMessage({ id: 'messages.unreadCount' }, { count })}</VisuallyHidden>
    </Badge>
  );
}

export default UnreadBadge;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
`;

/** An icon (or avatar) with the unread count pinned to its corner: the count never squeezes a label beside it. */
export function WithUnreadBadge({ children }: { children: React.ReactNode }) {
  return (
    <Anchor>
      {children}
      <UnreadBadge floating />
    </Anchor>
  );
}

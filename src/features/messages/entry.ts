/** What src/app uses of the messages feature (the one file app may import here, scripts/check-layers.ts). */

/** The inbox as a member-centre page (its own chunk). */
export const memberCentrePages = {
  messageV2: () => import('./components/MessagesPage'),
};

/** The unread count: the header, side menu and member-centre menu show it (already in the shell). */
export { UnreadBadge, WithUnreadBadge } from './components/UnreadBadge';
export { useUnreadCount } from './hooks/useUnreadCount';

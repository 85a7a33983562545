import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { prompts } from '@/session/prompts';
import { memberCentre } from '@/features/member-centre/stores/member-centre';
import { noticeList } from '@/features/notices/stores/notices';
import { launchState } from '@/features/games/stores/launch';
import { agentCentre } from '@/features/agent-centre/stores/agent-centre';
import { lazyWidget } from '../routing/lazy-page';
import { memberCentreBadges, memberCentrePages } from '../overlays/member-centre-pages';
import { feedback } from '@/features/feedback/stores/feedback';
import { useFlag } from '@/flags/useFlag';
import { canOpenMemberCentre, session } from '@/session/session';
import { useWalletHiddenPages } from '@/features/wallet/hooks/useWalletHiddenPages';

// Each overlay is its own chunk, fetched the first time it is needed (or when the browser is idle).
const AccountPrompts = lazyWidget<object>('auth', 'AccountPrompts');
const LaunchHost = lazyWidget<object>('games', 'LaunchHost');
const NoticeListModal = lazy(() => import('@/features/notices/components/NoticeListModal').then((m) => ({ default: m.NoticeListModal })));
const FeedbackDialog = lazy(() => import('@/features/feedback/components/FeedbackDialog'));
const MemberCentreOverlay = lazy(() => import('@/features/member-centre/components/MemberCentreOverlay').then((m) => ({ default: m.MemberCentreOverlay })));
const ChatWidget = lazy(() => import('@/features/chat/components/ChatWidget').then((m) => ({ default: m.ChatWidget })));
const WithdrawalPrompt = lazy(() => import('@/features/wallet/components/WithdrawalPrompt'));
const AgentCentreOverlay = lazy(() => import('@/features/agent-centre/components/AgentCentreOverlay').then((m) => ({ default: m.AgentCentreOverlay })));

/** Once true, stays true: an overlay that was needed keeps its state mounted. */
function useSticky(now: boolean): boolean {
  const [ever, setEver] = useState(now);
  if (now && !ever) setEver(true);
  return ever || now;
}

/** Account pages run their own flows (change password after login…) through the prompt host: mount it there at once. */
const AUTH_PATHS = ['/login', '/register', '/register.html'];

/** Everything that floats above the page: account prompts, launch popups, notices, member and agent centres. */
export function Overlays() {
  const p = useSnapshot(prompts);
  const mc = useSnapshot(memberCentre);
  const fb = useSnapshot(feedback);
  const nl = useSnapshot(noticeList);
  const ls = useSnapshot(launchState);
  const ac = useSnapshot(agentCentre);
  // A real member (not a visitor, not a trial account): the wallet's hidden pages and the withdrawal confirmation prompt.
  const member = canOpenMemberCentre(useSnapshot(session));
  const hiddenPages = useWalletHiddenPages(Boolean(mc.page) && member);
  const { pathname } = useLocation();
  // The chat room (§4): CBS3 or the manifest's `chat`, by the one flag rule.
  const chat = useFlag('chat');
  // Loaded on demand (first prompt) rather than with every page: the auth code is the biggest overlay chunk.
  const needPrompts = useSticky(AUTH_PATHS.includes(pathname) || Boolean(p.loginPopup || p.trialWarning || p.signOutConfirm || p.changePassword));
  const needLaunch = useSticky(Boolean(ls.pending || ls.error || ls.subGamesOf));

  return (
    <>
      {/* One boundary each: a chunk still loading must not hide an overlay already shown. */}
      <Suspense fallback={null}>{AccountPrompts && needPrompts && <AccountPrompts />}</Suspense>
      <Suspense fallback={null}>{LaunchHost && needLaunch && <LaunchHost />}</Suspense>
      <Suspense fallback={null}>{nl.open && <NoticeListModal />}</Suspense>
      <Suspense fallback={null}>{mc.page && <MemberCentreOverlay hidden={hiddenPages} pages={memberCentrePages} badges={memberCentreBadges} />}</Suspense>
      <Suspense fallback={null}>{ac.open && <AgentCentreOverlay />}</Suspense>
      <Suspense fallback={null}>{chat && <ChatWidget />}</Suspense>
      <Suspense fallback={null}>{member && <WithdrawalPrompt />}</Suspense>
      <Suspense fallback={null}>{fb.open && <FeedbackDialog />}</Suspense>
    </>
  );
}

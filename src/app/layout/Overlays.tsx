import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { prompts } from '@/session/prompts';
import { humanCheck } from '@/session/human-check';
import { useFlag } from '@/flags/useFlag';
import { canOpenMemberCentre, session } from '@/session/session';
import * as agentCentre from '@/features/agent-centre/entry';
import * as auth from '@/features/auth/entry';
import * as chat from '@/features/chat/entry';
import * as feedback from '@/features/feedback/entry';
import * as lines from '@/features/lines/entry';
import * as games from '@/features/games/entry';
import * as help from '@/features/help/entry';
import * as memberCentre from '@/features/member-centre/entry';
import * as notices from '@/features/notices/entry';
import * as saferGambling from '@/features/safer-gambling/entry';
import * as wallet from '@/features/wallet/entry';
import { withTimeout } from '../routing/lazy-chunk';
import { AnalyticsConsent } from './AnalyticsConsent';
import { memberCentreBadges, memberCentrePages } from '../overlays/member-centre-pages';

// Each overlay is its own chunk, fetched the first time it is needed (or when the browser is idle).
const AccountPrompts = lazy(withTimeout(auth.loadAccountPrompts));
const LaunchHost = lazy(withTimeout(games.loadLaunchHost));
const NoticeListModal = lazy(notices.loadNoticeListModal);
const HelpModal = lazy(help.loadHelpModal);
const FeedbackDialog = lazy(feedback.loadFeedbackDialog);
const MemberCentreOverlay = lazy(memberCentre.loadMemberCentreOverlay);
const ChatWidget = lazy(chat.loadChatWidget);
const WithdrawalPrompt = lazy(wallet.loadWithdrawalPrompt);
const AgentCentreOverlay = lazy(agentCentre.loadAgentCentreOverlay);
const ProtectionHost = lazy(saferGambling.loadProtectionHost);
const LineMovedNotice = lazy(lines.loadLineMovedNotice);

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
  const mc = useSnapshot(memberCentre.memberCentre);
  const fb = useSnapshot(feedback.feedback);
  const nl = useSnapshot(notices.noticeList);
  const hm = useSnapshot(help.helpModal);
  const ls = useSnapshot(games.launchState);
  const ac = useSnapshot(agentCentre.agentCentre);
  // A real member (not a visitor, not a trial account): the wallet's hidden pages and the withdrawal confirmation prompt.
  const member = canOpenMemberCentre(useSnapshot(session));
  const hiddenPages = wallet.useWalletHiddenPages(Boolean(mc.page) && member);
  const { pathname } = useLocation();
  // Kept while it tells why a session ended (a break, an exclusion, inactivity), even on a page that remounts the overlays.
  const ended = useSnapshot(saferGambling.protectionNotice).ended;
  const protection = useSticky(member) || ended !== null;
  // The chat room (§4): CBS3 or the manifest's `chat`, by the one flag rule.
  const chat = useFlag('chat');
  const agentCentreOn = useFlag('agentCentre');
  // Loaded on demand (first prompt) rather than with every page: the auth code is the biggest overlay chunk.
  const human = useSnapshot(humanCheck);
  const needPrompts = useSticky(
    AUTH_PATHS.includes(pathname) || Boolean(p.loginPopup || p.trialWarning || p.signOutConfirm || p.changePassword || p.freePlay || human.challenge),
  );
  // The portal moved to another line by itself (src/api/line-switch.ts): say so.
  const lineMoved = useSticky(lines.useLines().moved !== null);
  useEffect(() => lines.preloadLineMovedNotice(), []);
  const needLaunch = useSticky(Boolean(ls.pending || ls.error || ls.subGamesOf));

  return (
    <>
      {/* One boundary each: a chunk still loading must not hide an overlay already shown. */}
      <Suspense fallback={null}>{needPrompts && <AccountPrompts />}</Suspense>
      <Suspense fallback={null}>{needLaunch && <LaunchHost />}</Suspense>
      <Suspense fallback={null}>{nl.open && <NoticeListModal />}</Suspense>
      {/* The help centre as a modal over the page (§2); /help and /helpmc stay for direct links. */}
      <Suspense fallback={null}>{hm.open && <HelpModal />}</Suspense>
      <Suspense fallback={null}>{mc.page && <MemberCentreOverlay hidden={hiddenPages} pages={memberCentrePages} badges={memberCentreBadges} />}</Suspense>
      {/* AGENTCENTRE3 or the manifest's agentCentre closes the agent centre itself, not only its menu entry. */}
      <Suspense fallback={null}>{ac.open && agentCentreOn && <AgentCentreOverlay />}</Suspense>
      <Suspense fallback={null}>{chat && <ChatWidget />}</Suspense>
      <Suspense fallback={null}>{member && <WithdrawalPrompt />}</Suspense>
      {/* Reality checks, inactivity logout, the limit prompt; kept mounted to tell why a session ended (issue 28). */}
      <Suspense fallback={null}>{protection && <ProtectionHost />}</Suspense>
      <Suspense fallback={null}>{fb.open && <FeedbackDialog />}</Suspense>
      <Suspense fallback={null}>{lineMoved && <LineMovedNotice />}</Suspense>
      <AnalyticsConsent />
    </>
  );
}

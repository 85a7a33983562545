import { createElement, lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { prompts } from '@/session/prompts';
import { humanCheck } from '@/session/human-check';
import { useFlag } from '@/flags/useFlag';
import { effectiveInHtml } from '@/flags/store';
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
import { downloadOnce, withTimeout } from '../routing/lazy-chunk';
import { AnalyticsConsent } from './AnalyticsConsent';
import { memberCentreBadges, memberCentrePages } from '../overlays/member-centre-pages';

/**
 * Overlays the pre-render draws on the first screen (the chat button), each with the test of whether the page being
 * hydrated shows it: mount.tsx has their chunks in before it hydrates (preloadFirstScreenOverlays). Otherwise their
 * boundary would wait for its code after the page answers, and React drops a tap on a part still waiting for its code.
 */
const firstScreen: { shownInHtml: () => boolean; load: () => Promise<unknown> }[] = [];

/**
 * An overlay as a component of its own: its chunk is fetched the first time `useShown` says it is needed (or when the
 * browser is idle), inside a boundary of its own, since a chunk still loading must not hide an overlay already shown.
 * `shownInHtml`: the overlay is on the pre-rendered page when this says so (see firstScreen).
 */
function overlay<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, useShown: () => boolean, shownInHtml?: () => boolean) {
  const loadOnce = downloadOnce(load);
  if (shownInHtml) firstScreen.push({ shownInHtml, load: loadOnce });
  const Chunk = lazy(loadOnce);
  return function Overlay(props: P) {
    const shown = useShown();
    return <Suspense fallback={null}>{shown && createElement(Chunk, props)}</Suspense>;
  };
}

/** Settles once the chunks of the overlays the pre-rendered page shows are in (or failed: their boundary says so). */
export function preloadFirstScreenOverlays(): Promise<void> {
  const loads = firstScreen.filter((o) => o.shownInHtml()).map((o) => o.load().catch(() => undefined));
  return Promise.all(loads).then(() => undefined);
}

/** Once true, stays true: an overlay that was needed keeps its state mounted. */
function useSticky(now: boolean): boolean {
  const [ever, setEver] = useState(now);
  if (now && !ever) setEver(true);
  return ever || now;
}

/** A real member (not a visitor, not a trial account): the wallet's hidden pages and the withdrawal confirmation prompt. */
const useMember = () => canOpenMemberCentre(useSnapshot(session));

/** Account pages run their own flows (change password after login…) through the prompt host: mount it there at once. */
const AUTH_PATHS = ['/login', '/register', '/register.html'];

/** Loaded on demand (first prompt) rather than with every page: the auth code is the biggest overlay chunk. */
function useAccountPromptsNeeded() {
  const p = useSnapshot(prompts);
  const human = useSnapshot(humanCheck);
  const { pathname } = useLocation();
  return useSticky(
    AUTH_PATHS.includes(pathname) || Boolean(p.loginPopup || p.trialWarning || p.signOutConfirm || p.changePassword || p.freePlay || human.challenge),
  );
}

function useLaunchNeeded() {
  const ls = useSnapshot(games.launchState);
  return useSticky(Boolean(ls.pending || ls.error || ls.subGamesOf));
}

const useNoticeListOpen = () => useSnapshot(notices.noticeList).open;
const useHelpOpen = () => useSnapshot(help.helpModal).open;
const useFeedbackOpen = () => useSnapshot(feedback.feedback).open;
const useMemberCentreOpen = () => Boolean(useSnapshot(memberCentre.memberCentre).page);

/** AGENTCENTRE3 or the manifest's agentCentre closes the agent centre itself, not only its menu entry. */
function useAgentCentreOpen() {
  const open = useSnapshot(agentCentre.agentCentre).open;
  return useFlag('agentCentre') && open;
}

/** The chat room (§4): CBS3 or the manifest's `chat`, by the one flag rule. */
const useChatOn = () => useFlag('chat');

/** Kept while it tells why a session ended (a break, an exclusion, inactivity), even on a page that remounts the overlays. */
function useProtectionNeeded() {
  const ended = useSnapshot(saferGambling.protectionNotice).ended;
  return useSticky(useMember()) || ended !== null;
}

/** The portal moved to another line by itself (src/api/line-switch.ts): say so. */
function useLineMoved() {
  const moved = useSticky(lines.useLines().moved !== null);
  useEffect(() => lines.preloadLineMovedNotice(), []);
  return moved;
}

const AccountPrompts = overlay(withTimeout(auth.loadAccountPrompts), useAccountPromptsNeeded);
const LaunchHost = overlay(withTimeout(games.loadLaunchHost), useLaunchNeeded);
const NoticeListModal = overlay(notices.loadNoticeListModal, useNoticeListOpen);
const HelpModal = overlay(help.loadHelpModal, useHelpOpen);
const MemberCentreOverlay = overlay(memberCentre.loadMemberCentreOverlay, useMemberCentreOpen);
const AgentCentreOverlay = overlay(agentCentre.loadAgentCentreOverlay, useAgentCentreOpen);
const ChatWidget = overlay(chat.loadChatWidget, useChatOn, () => effectiveInHtml('chat'));
const WithdrawalPrompt = overlay(wallet.loadWithdrawalPrompt, useMember);
const ProtectionHost = overlay(saferGambling.loadProtectionHost, useProtectionNeeded);
const FeedbackDialog = overlay(feedback.loadFeedbackDialog, useFeedbackOpen);
const LineMovedNotice = overlay(lines.loadLineMovedNotice, useLineMoved);

/** Everything that floats above the page: account prompts, launch popups, notices, member and agent centres. */
export function Overlays() {
  const open = useMemberCentreOpen();
  const member = useMember();
  const hiddenPages = wallet.useWalletHiddenPages(open && member);
  return (
    <>
      <AccountPrompts />
      <LaunchHost />
      <NoticeListModal />
      {/* The help centre as a modal over the page (§2); /help and /helpmc stay for direct links. */}
      <HelpModal />
      <MemberCentreOverlay hidden={hiddenPages} pages={memberCentrePages} badges={memberCentreBadges} />
      <AgentCentreOverlay />
      <ChatWidget />
      <WithdrawalPrompt />
      {/* Reality checks, inactivity logout, the limit prompt; kept mounted to tell why a session ended (issue 28). */}
      <ProtectionHost />
      <FeedbackDialog />
      <LineMovedNotice />
      <AnalyticsConsent />
    </>
  );
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { errorKey } from '@/api/errors';
import type { Game, GameCategory, GameVendorGroup, VendorCard } from '@/api/models';
import { useBrand } from '@/brand/brand-config';
import { useFlag } from '@/flags/useFlag';
import { language } from '@/i18n/language';
import { groupOf, LOTTERY_DIRECT_VENDOR } from '@/lib/game-categories';
import { decideLaunch, onCdn, safeGameUrl, type LaunchTarget } from '@/lib/game-launch';
import { isTrialAccount, session } from '@/session/session';
import { requireLogin, requireRealAccount } from '@/session/prompts';
import { fetchGameMenus, fetchLaunchAddress } from '../api/games-api';
import { loadCdns } from '@/platform/cdns';
import { launchState, setPlaying } from '../stores/launch';

export const GAME_PATH = '/game';

export interface UseLaunchGame {
  /** Launches a game or a vendor card (§4). Resolves once navigation or a prompt happened. */
  launch: (target: LaunchTarget, title?: string) => Promise<void>;
  /** The side menu's lottery categories: launch TCG_SEA directly (§2). */
  launchCategory: (category: GameCategory) => Promise<void>;
  pending: string | null;
}

/**
 * One launch path for the whole portal (spec §4): login checked, launch address
 * fetched with the Language header, vetted (http(s) only), put on a launch CDN,
 * kept in sessionStorage `iframeUrl`, then /game, unless already there.
 */
export function useLaunchGame(): UseLaunchGame {
  const navigate = useNavigate();
  const brand = useBrand();
  const { pending } = useSnapshot(launchState);
  // Free play (§6 FREEPLAY3): trial accounts may play games only where the flag allows.
  const freePlay = useFlag('freePlay');

  const launch = useCallback(
    async (target: LaunchTarget, title?: string) => {
      const decision = decideLaunch(target, { loggedIn: Boolean(session.token), trial: isTrialAccount(session), freePlay });
      switch (decision.kind) {
        case 'login':
          requireLogin();
          return;
        case 'trialRefused':
          requireRealAccount(); // shows the §8 warning
          return;
        case 'lottery':
          navigate(decision.path);
          return;
        case 'subGames':
          launchState.subGamesOf = decision.game;
          return;
        case 'unavailable':
          launchState.error = 'error.functionDisabled';
          return;
        case 'launch':
          break;
      }
      const { params } = decision;
      if (launchState.pending) return; // one launch at a time: double clicks do not open two games
      launchState.pending = params.nodeId;
      launchState.error = null;
      try {
        const raw = await fetchLaunchAddress({
          ...params,
          username: session.member?.account ?? sessionStorage.getItem('account') ?? '',
          token: session.token ?? '',
          merchantCode: brand.merchantCode,
          language: language.code,
        });
        const cdns = await loadCdns();
        const vetted = safeGameUrl(raw, window.location.href);
        const url = vetted && safeGameUrl(onCdn(vetted, cdns.launch), window.location.href);
        if (!url) {
          launchState.error = 'error.invalidUrl';
          return;
        }
        setPlaying(url, title ?? gameTitle(target), params.vassalage);
        launchState.subGamesOf = null;
        if (window.location.pathname !== GAME_PATH) navigate(GAME_PATH);
      } catch (err) {
        launchState.error = errorKey(err);
      } finally {
        launchState.pending = null;
      }
    },
    [navigate, brand.merchantCode, freePlay],
  );

  const launchCategory = useCallback(
    async (category: GameCategory) => {
      let groups: GameVendorGroup[];
      try {
        groups = await fetchGameMenus();
      } catch (err) {
        launchState.error = errorKey(err);
        return;
      }
      const card: VendorCard | undefined = groupOf(groups, category)?.cards[LOTTERY_DIRECT_VENDOR];
      await launch({ kind: 'category', category, card }, card?.name);
    },
    [launch],
  );

  return { launch, launchCategory, pending };
}

function gameTitle(t: LaunchTarget): string {
  if (t.kind === 'game') return (t.game as Game).gameName;
  return t.card?.name ?? t.category;
}

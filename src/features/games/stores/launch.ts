import { proxy } from 'valtio';
import type { ErrorMessageKey } from '@/api/errors';
import type { Game } from '@/api/models';

/**
 * What a launch is doing, shared by every place that launches (lobby, home
 * strips, side menu, /game) and by LaunchHost, which renders the sub-games
 * popup and launch errors once.
 */
export const IFRAME_URL_KEY = 'iframeUrl';
const VASSALAGE_KEY = 'current_vassalage';
const TITLE_KEY = 'iframeTitle';

export const launchState = proxy({
  /** Node id (or category) being launched: its tile shows a spinner. */
  pending: null as string | null,
  /** The VASSALAGE game whose sub-games are listed. */
  subGamesOf: null as Game | null,
  error: null as ErrorMessageKey | null,
  /** The address /game plays (mirrors sessionStorage `iframeUrl`, §3). */
  iframeUrl: readSession(IFRAME_URL_KEY),
  title: readSession(TITLE_KEY),
});

function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function setPlaying(url: string, title: string, vassalage: string): void {
  launchState.iframeUrl = url;
  launchState.title = title;
  try {
    sessionStorage.setItem(IFRAME_URL_KEY, url);
    sessionStorage.setItem(TITLE_KEY, title);
    sessionStorage.setItem(VASSALAGE_KEY, vassalage);
  } catch {
    // storage disabled: /game still plays from the store until a reload
  }
}

/**
 * What src/app uses of the games feature: the one file app may import here
 * (scripts/check-layers.ts). Pages and widgets are loaders (each its own chunk);
 * the hooks and store below are what the side menu and home tiles need at once.
 */
export const pages = {
  lobby: () => import('./pages/LobbyPage'),
  game: () => import('./pages/GamePage'),
};

/** The launch popups (login, sub-games, errors), mounted on the first launch. */
export const loadLaunchHost = () => import('./components/LaunchHost').then((m) => ({ default: m.LaunchHost }));
/** Home's hot-games strip. */
export const loadHotGamesStrip = () => import('./components/HotGamesStrip');

export { useGameMenus } from './hooks/useGameMenus';
export { useLaunchGame } from './hooks/useLaunchGame';
export { launchState } from './stores/launch';

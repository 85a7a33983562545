/**
 * Where the sandbox's demo game and lottery pages live: on another origin than the portal page that asks for them,
 * as a vendor's game is in production (never on the portal's origin). A server that serves the portal and the
 * sandbox (scripts/start.ts) also answers on a second port for the games: same host name, another port, so the game
 * is cross-origin but same-site, and its own storage works even where the browser blocks third-party storage. The
 * portal frames such a game with allow-same-origin (safe: it cannot reach the portal's storage or DOM).
 * A sandbox with no games port (npm run sandbox, integration tests) keeps the request's own origin.
 */
const gamePorts = new Map<string, number>();

/** The server on `port` serves the demo games on `gamePort` too. */
export function serveGamesOn(port: number, gamePort: number): void {
  gamePorts.set(String(port), gamePort);
}

/** The origin of the demo games for a page on `pageOrigin`: its host on the games port, when the server has one. */
export function gameOrigin(pageOrigin: string): string {
  const url = new URL(pageOrigin);
  const gamePort = gamePorts.get(url.port || (url.protocol === 'https:' ? '443' : '80'));
  if (gamePort !== undefined) url.port = String(gamePort);
  return url.origin;
}

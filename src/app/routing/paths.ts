/**
 * Every path the router serves (§2 and its aliases). Banner links may only
 * point at these (src/lib/safe-link.ts); tests/unit/router.test.ts checks this
 * list against the route table.
 */
export const KNOWN_PATHS: readonly string[] = [
  '/', '/index', '/index.html', '/home',
  '/register', '/register.html', '/login',
  '/pointMall', '/lottery', '/vnlottery', '/elott',
  '/rng', '/pvp', '/live', '/fish', '/sports', '/esports', '/cockfight', '/cockfightGames',
  '/promotions', '/promotions/:id', '/promoDetail',
  '/seamless', '/helpmc', '/help', '/game', '/download', '/down', '/inhouse',
];

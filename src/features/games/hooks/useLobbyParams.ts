import { startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lobbySearch, parseLobbyParams, updateLobbyParams, type LobbyParams } from '../lib/lobby-params';

/**
 * The lobby's state, mirrored in the address bar (see lib/lobby-params.ts for why).
 *
 * The page keeps its own copy and updates it at once; the address follows in a
 * transition. A router navigation re-renders the whole layout, and waiting for
 * it before even asking for the next page cost tens of milliseconds per click.
 * Back/forward and links still win: an address we did not write is read back.
 */
export function useLobbyParams(vendors: readonly string[] | null): [LobbyParams, (change: Partial<LobbyParams>) => void] {
  const [sp, setSp] = useSearchParams();
  const spKey = sp.toString();
  const [local, setLocal] = useState(() => parseLobbyParams(sp, null));
  const [seen, setSeen] = useState(spKey);
  // Addresses we asked for that the router has not shown yet (fast clicks queue several).
  const [writes, setWrites] = useState<readonly string[]>([]);

  if (spKey !== seen) {
    setSeen(spKey);
    if (!writes.includes(spKey)) {
      setLocal(parseLobbyParams(sp, null)); // back button, a link, the side menu
      setWrites([]);
    } else if (spKey === writes[writes.length - 1]) {
      setWrites([]);
    }
  }

  const localRef = useRef(local);
  // setSearchParams changes with every navigation; a stable `update` keeps the memoised toolbar and grid still.
  const setSpRef = useRef(setSp);
  useLayoutEffect(() => {
    localRef.current = local;
    setSpRef.current = setSp;
  }, [local, setSp]);

  const update = useCallback((change: Partial<LobbyParams>) => {
    const prev = localRef.current;
    const next = updateLobbyParams(prev, change);
    localRef.current = next;
    setLocal(next);
    const search = lobbySearch(next).toString();
    if (search === lobbySearch(prev).toString()) return; // nothing the address shows has changed
    setWrites((w) => [...w.slice(-8), search]);
    // Typing a search replaces the entry: Back should leave the lobby, not undo letters.
    const replace = Object.keys(change).every((k) => k === 'q');
    startTransition(() => setSpRef.current(search, { replace }));
  }, []);

  // An unknown vendor (hidden for this merchant, or a typo) shows all games once the menus are in.
  const params = useMemo(() => (local.vendor && vendors && !vendors.includes(local.vendor) ? { ...local, vendor: null } : local), [local, vendors]);
  return [params, update];
}

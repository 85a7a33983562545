import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lobbySearch, parseLobbyParams, updateLobbyParams, type LobbyParams } from '../lib/lobby-params';

/** The lobby's state in the address bar (see lib/lobby-params.ts for why). */
export function useLobbyParams(vendors: readonly string[] | null): [LobbyParams, (change: Partial<LobbyParams>) => void] {
  const [sp, setSp] = useSearchParams();
  const params = useMemo(() => parseLobbyParams(sp, vendors), [sp, vendors]);
  const update = useCallback(
    (change: Partial<LobbyParams>) => {
      setSp(
        (prev) => lobbySearch(updateLobbyParams(parseLobbyParams(prev, vendors), change)),
        // Typing a search replaces the entry: Back should leave the lobby, not undo letters.
        { replace: Object.keys(change).every((k) => k === 'q') },
      );
    },
    [setSp, vendors],
  );
  return [params, update];
}

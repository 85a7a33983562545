import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { errorKey, type ErrorMessageKey } from '@/api/errors';
import type { Game } from '@/api/models';
import { Modal } from '@/components/Modal';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { language } from '@/i18n/language';
import { fetchSubGames } from '../api/games-api';
import { useCdns } from '@/platform/cdns';
import { useLaunchGame } from '../hooks/useLaunchGame';
import { launchState } from '../stores/launch';
import { GameGrid, GridSkeleton } from './GameGrid';

/** A VASSALAGE game's sub-games (§3, §4), each launched like any game. */
export function SubGamesModal() {
  const intl = useIntl();
  const { subGamesOf } = useSnapshot(launchState);
  const { code: lang } = useSnapshot(language);
  const { launch } = useLaunchGame();
  const cdns = useCdns();
  const [attempt, setAttempt] = useState(0);
  const parent = subGamesOf as Game | null;
  const key = parent ? `${parent.nodeId}|${lang}|${attempt}` : '';
  // Answers carry the key they answer, so another game's list never flashes.
  const [loaded, setLoaded] = useState<{ key: string; games: Game[] | null; error: ErrorMessageKey | null }>({ key: '', games: null, error: null });
  const state = loaded.key === key ? loaded : { games: null, error: null };

  useEffect(() => {
    if (!parent) return;
    const ctrl = new AbortController();
    fetchSubGames({ nodeId: parent.nodeId, vassalage: parent.vassalage, language: lang }, ctrl.signal).then(
      (games) => setLoaded({ key, games, error: null }),
      (err: unknown) => !ctrl.signal.aborted && setLoaded({ key, games: null, error: errorKey(err) }),
    );
    return () => ctrl.abort();
  }, [parent, lang, key]);

  const close = () => {
    launchState.subGamesOf = null;
  };
  const title = parent ? intl.formatMessage({ id: 'lobby.subGames.title' }, { name: parent.gameName }) : '';

  return (
    <Modal open={Boolean(parent)} onClose={close} title={title} size="lg" testId="sub-games">
      {state.error ? (
        <ErrorState messageKey={state.error} onRetry={() => setAttempt((n) => n + 1)} />
      ) : !state.games ? (
        <GridSkeleton count={6} />
      ) : state.games.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'lobby.subGames.empty' })} />
      ) : (
        <GameGrid
          games={state.games}
          vendorNames={{}}
          imageCdn={cdns?.image ?? null}
          busy={false}
          onLaunch={(g) => void launch({ kind: 'game', game: g }, g.gameName)}
          label={title}
        />
      )}
    </Modal>
  );
}

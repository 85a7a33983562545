import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ApiError, type ErrorMessageKey } from '@/api/errors';
import type { Game } from '@/api/models';
import { useBrand } from '@/brand/brand-config';
import { language } from '@/i18n/language';
import { fetchHotGames } from '../api/games-api';

/** Hot games (§7, isPlatform 2) for the home strip. */
export function useHotGames(): { games: Game[] | null; error: ErrorMessageKey | null; retry: () => void } {
  const brand = useBrand();
  const { code: lang } = useSnapshot(language);
  const [attempt, setAttempt] = useState(0);
  const key = `${lang}|${attempt}`;
  const [state, setState] = useState<{ key: string; games: Game[] | null; error: ErrorMessageKey | null }>({ key: '', games: null, error: null });

  useEffect(() => {
    const ctrl = new AbortController();
    fetchHotGames({ merchantCode: brand.merchantCode, language: lang }, ctrl.signal).then(
      (games) => setState({ key, games, error: null }),
      (err: unknown) => !ctrl.signal.aborted && setState({ key, games: null, error: err instanceof ApiError ? err.messageKey : 'error.unknown' }),
    );
    return () => ctrl.abort();
  }, [brand.merchantCode, lang, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.key === key ? state : { games: null, error: null };
  return { games: current.games, error: current.error, retry };
}

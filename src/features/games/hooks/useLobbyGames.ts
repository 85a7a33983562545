import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorKey, type ErrorMessageKey } from '@/api/errors';
import type { GameCategory, GameListPage } from '@/api/models';
import { useBrand } from '@/brand/brand-config';
import { language } from '@/i18n/language';
import { session } from '@/session/session';
import { fetchFavouriteList, fetchGameList, fetchHotGames, fetchRecentGames, peekGameList, prefetchGameList, PAGE_SIZE } from '../api/games-api';

/** Long enough for the visible thumbnails to start first. */
const PREFETCH_DELAY_MS = 300;
import type { LobbyParams } from '../lib/lobby-params';

export interface LobbyGames {
  /** The page on screen: kept while the next one loads, so the grid never collapses. */
  data: GameListPage | null;
  loading: boolean;
  error: ErrorMessageKey | null;
  retry: () => void;
  /** Warms the cache for a page of the current list (pagination hover/focus). */
  prefetch: (pageNo: number) => void;
}

/**
 * The grid's games for the lobby's params. Each change aborts the request still
 * in flight (AbortController), so a slow answer to an old search can never
 * replace a newer one.
 */
export function useLobbyGames(category: GameCategory, p: LobbyParams, enabled: boolean): LobbyGames {
  const { code: lang } = useSnapshot(language);
  const { token } = useSnapshot(session);
  const brand = useBrand();
  const [attempt, setAttempt] = useState(0);
  // Each answer is stamped with the request it answers; "loading" is simply
  // "the newest answer is for an older request", derived during render.
  const key = [enabled, category, p.view, p.vendor, p.classify, p.q, p.minBet, p.pageNo, lang, token, attempt].join('|');
  const [result, setResult] = useState<{ key: string; data: GameListPage | null; error: ErrorMessageKey | null }>({ key: '', data: null, error: null });

  const listQ = {
    gameType: category,
    vassalage: p.vendor ?? undefined,
    gameClassify: p.classify ?? undefined,
    gameName: p.q,
    minBet: p.minBet ?? undefined,
    pageNo: p.pageNo,
    language: lang,
  };
  // A page already in memory (prefetched, or seen a minute ago) is shown in this very render.
  const peeked = enabled && p.view === 'all' ? peekGameList(listQ) : null;

  useEffect(() => {
    if (!enabled) return;
    if (peeked) {
      // Remember what is on screen, so a later uncached page keeps *this* grid while it loads.
      let live = true;
      void Promise.resolve().then(() => live && setResult({ key, data: peeked, error: null }));
      return () => {
        live = false;
      };
    }
    const ctrl = new AbortController();

    let request: Promise<GameListPage>;
    if (p.view === 'hot') {
      request = fetchHotGames({ merchantCode: brand.merchantCode, gameType: category, vassalage: p.vendor ?? undefined, language: lang }, ctrl.signal).then(
        (games) => ({
          games,
          totalPages: 1,
          totalCount: games.length,
          pageNo: 1,
          pageSize: PAGE_SIZE,
        }),
      );
    } else if (p.view === 'recent') {
      request = fetchRecentGames({ vassalage: p.vendor ?? undefined, pageNo: p.pageNo, language: lang }, ctrl.signal);
    } else if (p.view === 'favourites') {
      request = fetchFavouriteList({ pageNo: p.pageNo, language: lang }, ctrl.signal);
    } else {
      request = fetchGameList(listQ, ctrl.signal);
    }
    request.then(
      (page) => {
        if (!ctrl.signal.aborted) setResult({ key, data: page, error: null });
      },
      (err: unknown) => {
        // The previous page stays in `data`; the error replaces the grid until a retry.
        if (!ctrl.signal.aborted) setResult((r) => ({ key, data: r.data, error: errorKey(err) }));
      },
    );
    // A newer request (or leaving the page) cancels this one.
    return () => ctrl.abort();
    // `key` covers every input (token: recent and favourites change with the member; attempt: retry).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, brand.merchantCode, peeked]);

  // Once a page of the full list is on screen, fetch the next one while the player looks:
  // "next" is the most likely click, and then it paints without a round trip.
  const shown = peeked ?? (result.key === key ? result.data : null);
  useEffect(() => {
    if (!enabled || p.view !== 'all' || !shown || shown.pageNo >= shown.totalPages) return;
    const next = { ...listQ, pageNo: shown.pageNo + 1 };
    const t = window.setTimeout(() => prefetchGameList(next), PREFETCH_DELAY_MS);
    return () => window.clearTimeout(t);
    // `listQ` is rebuilt each render from the inputs listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, enabled, category, p.view, p.vendor, p.classify, p.q, p.minBet, lang]);

  const prefetch = useCallback(
    (pageNo: number) => {
      if (!enabled || p.view !== 'all') return;
      prefetchGameList({
        gameType: category,
        vassalage: p.vendor ?? undefined,
        gameClassify: p.classify ?? undefined,
        gameName: p.q,
        minBet: p.minBet ?? undefined,
        pageNo,
        language: lang,
      });
    },
    [enabled, category, p.view, p.vendor, p.classify, p.q, p.minBet, lang],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (peeked) return { data: peeked, loading: false, error: null, retry, prefetch };
  const current = result.key === key;
  return { data: result.data, loading: enabled && !current, error: current ? result.error : null, retry, prefetch };
}

import { useSnapshot } from 'valtio';
import { errorKey, type ErrorMessageKey } from '@/api/errors';
import type { Game } from '@/api/models';
import { useApiQuery } from '@/api/query';
import { useBrand } from '@/brand/brand-config';
import { language } from '@/i18n/language';
import { hotGamesQuery } from '../api/games-api';

/** Hot games (§7, isPlatform 2) for the home strip, through the shared query cache. */
export function useHotGames(): { games: Game[] | null; error: ErrorMessageKey | null; retry: () => void } {
  const brand = useBrand();
  const { code: lang } = useSnapshot(language);
  const q = useApiQuery('hotGames', { query: hotGamesQuery({ merchantCode: brand.merchantCode, language: lang }) });
  const error = q.status === 'error' ? errorKey(q.error) : null;
  return { games: q.data?.list ?? null, error, retry: q.retry };
}

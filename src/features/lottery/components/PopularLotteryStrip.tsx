import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/models';
import { Strip } from '@/components/Strip';
import { useProgressiveCount } from '@/components/useProgressiveCount';
import { Skeleton } from '@/components/Skeleton';
import { useBrand } from '@/brand/brand-config';
import { language } from '@/i18n/language';
import { lotteryPath } from '@/lib/game-launch';
import { listOf, popularLotteryQuery } from '../api/lottery-api';
import { useImageCdn } from '@/platform/cdns';
import { useLotteryQuery } from '../hooks/useLotteryQuery';
import { LotteryCard } from './LotteryCard';

/** Home strip of popular lottery games (§7: count 20); a card opens /lottery on that game. */
export function PopularLotteryStrip() {
  const intl = useIntl();
  const navigate = useNavigate();
  const brand = useBrand();
  const { code: lang } = useSnapshot(language);
  const cdn = useImageCdn();
  const popular = useLotteryQuery('popularGames', popularLotteryQuery({ device: brand.device, language: lang }), listOf);
  const open = useCallback((g: Game) => navigate(lotteryPath(g.gameCode ?? g.code, g.defaultPlayType)), [navigate]);
  const title = intl.formatMessage({ id: 'lottery.popular' });
  const shown = useProgressiveCount(popular.data?.length ?? 0);

  if (popular.data && popular.data.length === 0) return null;
  return (
    <Strip title={title} icon="ticket" testId="popular-lottery-strip" itemWidth={{ phone: 120, wide: 156 }} error={popular.error} onRetry={popular.retry}>
      {popular.data
        ? popular.data.slice(0, shown).map((g) => (
            <li key={g.nodeId}>
              <LotteryCard game={g} imageCdn={cdn} onOpen={open} />
            </li>
          ))
        : Array.from({ length: 8 }, (_, i) => (
            <li key={i} aria-hidden="true">
              <Skeleton width="100%" height={150} radius={8} />
            </li>
          ))}
    </Strip>
  );
}

export default PopularLotteryStrip;

import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/models';
import { Strip } from '@/components/Strip';
import { SKELETON_CLASS } from '@/components/Skeleton';
import { useBrand } from '@/brand/brand-config';
import { language } from '@/i18n/language';
import { lotteryPath } from '@/lib/game-launch';
import { listOf, popularLotteryQuery } from '../api/lottery-api';
import { useImageCdn } from '@/platform/cdns';
import { useLotteryQuery } from '../hooks/useLotteryQuery';
import { LotteryCard } from './LotteryCard';

/** What the shelf shows while the games load: built once, so React never walks it twice. */
const loadingRow = Array.from({ length: 8 }, (_, i) => (
  <li key={i} aria-hidden="true">
    <span className={SKELETON_CLASS} style={{ width: '100%', height: 150, borderRadius: 8 }} />
  </li>
));

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

  if (popular.data && popular.data.length === 0) return null;
  return (
    <Strip title={title} icon="ticket" testId="popular-lottery-strip" itemWidth={{ phone: 120, wide: 156 }} error={popular.error} onRetry={popular.retry}>
      {popular.data
        ? popular.data.map((g) => (
            <li key={g.nodeId}>
              <LotteryCard game={g} imageCdn={cdn} onOpen={open} />
            </li>
          ))
        : loadingRow}
    </Strip>
  );
}

export default PopularLotteryStrip;

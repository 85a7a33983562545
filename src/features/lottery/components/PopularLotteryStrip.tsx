import styled from '@emotion/styled';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/models';
import { Icon } from '@/components/Icon';
import { Skeleton } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { useBrand } from '@/brand/brand-config';
import { language } from '@/i18n/language';
import { lotteryPath } from '@/lib/game-launch';
import { fetchPopularLottery } from '../api/lottery-api';
import { useImageCdn } from '../hooks/useImageCdn';
import { useLoad } from '../hooks/useLoad';
import { LotteryCard } from './LotteryCard';

/** Home strip of popular lottery games (§7: count 20); a card opens /lottery on that game. */
const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(3)};
  min-width: 0;
  h2 {
    display: flex;
    align-items: center;
    gap: ${(p) => p.theme.space(2)};
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
    color: ${(p) => p.theme.colours.text};
    svg {
      color: ${(p) => p.theme.colours.primary};
    }
  }
`;

const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 120px;
  gap: ${(p) => p.theme.space(2)};
  margin: 0;
  padding: 0 0 ${(p) => p.theme.space(2)};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
  ${(p) => p.theme.breakpoint.md} {
    grid-auto-columns: 156px;
    gap: ${(p) => p.theme.space(3)};
  }
  > li {
    scroll-snap-align: start;
  }
`;

export function PopularLotteryStrip() {
  const intl = useIntl();
  const navigate = useNavigate();
  const brand = useBrand();
  const { code: lang } = useSnapshot(language);
  const cdn = useImageCdn();
  const popular = useLoad(`popular|${lang}`, (signal) => fetchPopularLottery({ device: brand.device, language: lang }, signal));
  const open = useCallback((g: Game) => navigate(lotteryPath(g.gameCode ?? g.code, g.defaultPlayType)), [navigate]);
  const title = intl.formatMessage({ id: 'lottery.popular' });

  if (popular.data && popular.data.length === 0) return null;
  return (
    <Section aria-label={title} data-testid="popular-lottery-strip">
      <h2>
        <Icon name="ticket" size={20} />
        {title}
      </h2>
      {popular.error ? (
        <ErrorState messageKey={popular.error} onRetry={popular.retry} />
      ) : (
        <Row>
          {popular.data
            ? popular.data.map((g) => (
                <li key={g.nodeId}>
                  <LotteryCard game={g} imageCdn={cdn} onOpen={open} />
                </li>
              ))
            : Array.from({ length: 8 }, (_, i) => (
                <li key={i} aria-hidden="true">
                  <Skeleton width="100%" height={150} radius={8} />
                </li>
              ))}
        </Row>
      )}
    </Section>
  );
}

export default PopularLotteryStrip;

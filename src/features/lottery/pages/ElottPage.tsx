import styled from '@emotion/styled';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/models';
import { SkeletonItems } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { language } from '@/i18n/language';
import { lotteryPath } from '@/lib/game-launch';
import { gamesOf, lotteryGamesQuery } from '../api/lottery-api';
import { LotteryCard, LotteryGrid } from '../components/LotteryCard';
import { useImageCdn } from '@/platform/cdns';
import { useLotteryQuery } from '../hooks/useLotteryQuery';
import { useLotteryFavourites } from '../hooks/useLotteryFavourite';
import { theme } from '@/theme/theme';
import { column } from '@/components/column';
import { headingText } from '@/components/heading-text';

/**
 * /elott (§2: lottery games with side menu, banner, footer, all from the
 * shell's layout): the e-lottery and lottery games, favourites first. A game
 * opens the lottery page on it.
 */
export const LotteryPageBody = styled.div`
  ${column(6)};
  width: 100%;
  min-width: 0;
  h1 {
    ${headingText('xl')};
    color: ${theme.colours.text};
  }
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: ${theme.font.size.lg};
    color: ${theme.colours.text};
  }
`;

function GameSection({
  title,
  games,
  cdn,
  favourites,
  onOpen,
  onFavourite,
  testId,
}: {
  title: string;
  games: Game[];
  cdn: string | null;
  favourites: readonly string[];
  onOpen: (g: Game) => void;
  onFavourite: (g: Game) => void;
  testId: string;
}) {
  return (
    <section aria-label={title} data-testid={testId}>
      <h2>{title}</h2>
      <LotteryGrid>
        {games.map((g) => (
          <li key={g.nodeId}>
            <LotteryCard game={g} imageCdn={cdn} favourite={favourites.includes(g.gameCode ?? g.code)} onOpen={onOpen} onFavourite={onFavourite} />
          </li>
        ))}
      </LotteryGrid>
    </section>
  );
}

export function ElottPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { code: lang } = useSnapshot(language);
  const cdn = useImageCdn();
  const fav = useLotteryFavourites();
  const elott = useLotteryQuery('gameList', lotteryGamesQuery({ gameType: 'ELOTT', language: lang }), gamesOf);
  const lott = useLotteryQuery('gameList', lotteryGamesQuery({ gameType: 'LOTT', language: lang }), gamesOf);
  const list = {
    data: elott.data && lott.data ? { elott: elott.data, lott: lott.data } : null,
    error: elott.error ?? lott.error,
    retry: elott.error ? elott.retry : lott.retry,
  };
  const open = useCallback((g: Game) => navigate(lotteryPath(g.gameCode ?? g.code, g.defaultPlayType)), [navigate]);

  const all = list.data ? [...list.data.elott, ...list.data.lott] : [];
  const favGames = all.filter(
    (g, i) => fav.codes.includes(g.gameCode ?? g.code) && all.findIndex((x) => (x.gameCode ?? x.code) === (g.gameCode ?? g.code)) === i,
  );
  const common = { cdn, favourites: fav.codes, onOpen: open, onFavourite: fav.toggle };

  return (
    <LotteryPageBody data-testid="elott-page">
      <h1>{intl.formatMessage({ id: 'lottery.elott.title' })}</h1>
      {list.error ? (
        <ErrorState messageKey={list.error} onRetry={list.retry} />
      ) : !list.data ? (
        <LotteryGrid aria-hidden="true">
          <SkeletonItems count={10} height={170} radius={8} />
        </LotteryGrid>
      ) : all.length === 0 ? (
        <EmptyState icon="ticket" title={intl.formatMessage({ id: 'lottery.empty' })} />
      ) : (
        <>
          {favGames.length > 0 && (
            <GameSection title={intl.formatMessage({ id: 'lottery.favourites' })} games={favGames} testId="lottery-favourites" {...common} />
          )}
          {list.data.elott.length > 0 && (
            <GameSection title={intl.formatMessage({ id: 'lottery.elott.section' })} games={list.data.elott} testId="elott-games" {...common} />
          )}
          {list.data.lott.length > 0 && (
            <GameSection title={intl.formatMessage({ id: 'lottery.lott.section' })} games={list.data.lott} testId="lott-games" {...common} />
          )}
        </>
      )}
    </LotteryPageBody>
  );
}

export default ElottPage;

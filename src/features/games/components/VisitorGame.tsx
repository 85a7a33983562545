import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/models';
import { Button } from '@/components/Button';
import { LazyImage } from '@/components/LazyImage';
import { Skeleton } from '@/components/Skeleton';
import { useFlag } from '@/flags/useFlag';
import { language } from '@/i18n/language';
import { imageUrl } from '@/lib/image-cache';
import { useCdns } from '@/platform/cdns';
import { openLoginPopup, requestFreePlay } from '@/session/prompts';
import { theme } from '@/theme/theme';
import { fetchGameList } from '../api/games-api';
import { useGameMenus } from '../hooks/useGameMenus';
import { DefaultGameIcon } from './DefaultGameIcon';
import { headingText } from '@/components/heading-text';
import { capsLabel } from '@/components/caps-label';

const Card = styled.section`
  display: grid;
  gap: ${theme.space(5)};
  align-items: center;
  width: min(760px, 100%);
  margin: auto;
  padding: ${theme.space(5)};
  ${theme.breakpoint.sm} {
    grid-template-columns: minmax(180px, 280px) 1fr;
    padding: ${theme.space(8)};
  }
`;

const Art = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${theme.radius.lg};
  box-shadow: var(--shadow-card-hover, ${theme.shadow.lg});
  background: ${theme.colours.surfaceSunken};
  .lzi {
    display: block;
    width: 100%;
    aspect-ratio: var(--tile-ratio, 1) !important;
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${theme.space(3)};
  h2 {
    ${headingText('xxl', 'tight')};
  }
  p {
    margin: 0;
    color: ${theme.colours.textMuted};
  }
`;

const Vendor = styled.span`
  color: ${theme.colours.primary};
  font-size: ${theme.font.size.sm};
  ${capsLabel};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(2)};
`;

/** The game behind a deep link, looked up in its vendor's first page of the catalogue (the platform has no call by node). */
function useDeepLinkedGame(node: string, vendor: string): Game | null | undefined {
  const { code: lang } = useSnapshot(language);
  const [game, setGame] = useState<Game | null | undefined>(undefined);
  useEffect(() => {
    const ctrl = new AbortController();
    fetchGameList({ gameType: 'RNG', vassalage: vendor, pageNo: 1, language: lang }, ctrl.signal).then(
      (page) => setGame(page.games.find((g) => g.nodeId === node) ?? null),
      () => setGame(null),
    );
    return () => ctrl.abort();
  }, [node, vendor, lang]);
  return game;
}

/**
 * A visitor's /game?node=&vendor= (issue 31): the game itself (art, name,
 * vendor) with its two ways in, play for fun (a free-play session, when the
 * merchant offers it) or log in to play for real; never an empty page behind a
 * login dialog. Once signed in, GamePage asks for the player's own click.
 */
export function VisitorGame({ node, vendor, onPlay }: { node: string; vendor: string; onPlay: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const game = useDeepLinkedGame(node, vendor);
  const cdns = useCdns();
  const menus = useGameMenus();
  const freePlay = useFlag('freePlay');
  const vendorName = (menus.status === 'ready' ? menus.groups.map((g) => g.cards[vendor]?.name).find(Boolean) : undefined) ?? game?.vassalage ?? vendor;

  return (
    <Card data-testid="visitor-game" aria-busy={game === undefined || undefined}>
      <Art>
        {game === undefined ? (
          <Skeleton width="100%" height={240} radius={0} />
        ) : (
          <LazyImage src={imageUrl(game?.smallIcon, cdns?.image ?? null)} alt="" fallback={<DefaultGameIcon />} />
        )}
      </Art>
      <Text>
        <Vendor data-testid="visitor-game-vendor">{vendorName}</Vendor>
        <h2 data-testid="visitor-game-name">{game === undefined ? <Skeleton width="70%" height={28} /> : (game?.gameName ?? t('game.title'))}</h2>
        <p>{t('game.visitor.lead')}</p>
        <Actions>
          {freePlay && (
            <Button
              size="lg"
              variant="secondary"
              onClick={() => {
                onPlay();
                requestFreePlay();
              }}
              data-testid="visitor-play-fun"
            >
              {t('game.visitor.playFun')}
            </Button>
          )}
          <Button
            size="lg"
            onClick={() => {
              onPlay();
              openLoginPopup('login');
            }}
            data-testid="visitor-login"
          >
            {t('game.visitor.loginReal')}
          </Button>
        </Actions>
      </Text>
    </Card>
  );
}

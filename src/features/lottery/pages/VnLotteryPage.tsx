import styled from '@emotion/styled';
import { useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/models';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { Skeleton } from '@/components/Skeleton';
import { Stack } from '@/components/Stack';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { surface } from '@/components/surface';
import { useBrand } from '@/brand/brand-config';
import { language } from '@/i18n/language';
import { lotteryPath } from '@/lib/game-launch';
import { session } from '@/session/session';
import { listOf, vnMenuQuery, vnNumbersQuery, vnPopularQuery } from '../api/lottery-api';
import { LotteryCard, LotteryGrid } from '../components/LotteryCard';
import { NumberHeatmap } from '../components/NumberHeatmap';
import { OpenedDraws } from '../components/OpenedDraws';
import { RegionMenu } from '../components/RegionMenu';
import { useImageCdn } from '@/platform/cdns';
import { useLotteryQuery, type LotteryRead } from '../hooks/useLotteryQuery';
import { useLotteryFavourites } from '../hooks/useLotteryFavourite';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';
import { spread } from '@/components/spread';
import { headingText } from '@/components/heading-text';

/**
 * /vnlottery (§2, §7): the Vietnamese lottery lobby. Provinces by region in a
 * left bar, the chosen province's number board, the latest opened numbers,
 * popular lottery (20) and, for members, recent lottery. The page's top bar and
 * its left bar can each be folded away; the shell starts the side menu
 * collapsed on this route.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(4)};
  width: 100%;
  ${theme.breakpoint.md} {
    grid-template-columns: 220px minmax(0, 1fr);
    &[data-left='false'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const TopBar = styled.div`
  grid-column: 1 / -1;
  ${spread({ align: 'center', wrap: true })};
  gap: ${theme.space(2)};
  h1 {
    ${headingText('xl')};
    color: ${theme.colours.text};
  }
  p {
    margin: ${theme.space(1)} 0 0;
    ${noteText('muted', 'sm')};
  }
`;

const Toggles = styled.div`
  display: flex;
  gap: ${theme.space(1)};
  margin-inline-start: auto;
`;

const LeftBar = styled.aside`
  align-self: start;
  min-width: 0;
  padding: ${theme.space(2)};
  ${surface};
  ${theme.breakpoint.md} {
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space(4)});
    overflow: auto;
    max-height: calc(100dvh - ${theme.layout.headerHeight} - ${theme.space(8)});
  }
`;

const Main = styled(Stack)`
  gap: ${theme.space(6)};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: ${theme.font.size.lg};
    color: ${theme.colours.text};
  }
`;

const Featured = styled.section`
  ${spread({ align: 'center', wrap: true })};
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.lg};
  background: ${theme.colours.primarySoft};
  border: 1px solid ${theme.colours.border};
  h2 {
    margin: 0;
  }
  p {
    margin: ${theme.space(1)} 0 0;
    ${noteText('muted', 'sm')};
  }
`;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section aria-label={title} data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A read shown in a section: the error with its retry, the answer, or a placeholder of the content's height while it loads. */
function Loaded<T>({ read, height, children }: { read: LotteryRead<T>; height: number; children: (data: T) => ReactNode }) {
  if (read.error) return <ErrorState messageKey={read.error} onRetry={read.retry} />;
  return read.data ? children(read.data) : <Skeleton width="100%" height={height} radius={8} />;
}

function Cards({
  games,
  cdn,
  favourites,
  selected,
  onOpen,
  onFavourite,
}: {
  games: readonly Game[];
  cdn: string | null;
  favourites: readonly string[];
  selected?: string | null;
  onOpen: (g: Game) => void;
  onFavourite: (g: Game) => void;
}) {
  return (
    <LotteryGrid>
      {games.map((g) => (
        <li key={g.nodeId}>
          <LotteryCard
            game={g}
            imageCdn={cdn}
            favourite={favourites.includes(g.gameCode ?? g.code)}
            selected={selected === (g.gameCode ?? g.code)}
            onOpen={onOpen}
            onFavourite={onFavourite}
          />
        </li>
      ))}
    </LotteryGrid>
  );
}

export function VnLotteryPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const brand = useBrand();
  const [sp, setSp] = useSearchParams();
  const { code: lang } = useSnapshot(language);
  const { token } = useSnapshot(session);
  const cdn = useImageCdn();
  const fav = useLotteryFavourites();
  const [topShown, setTopShown] = useState(true);
  const [leftShown, setLeftShown] = useState(true);
  const prizeMode = brand.lotteryType;

  const menu = useLotteryQuery('vnLotteryMenu', vnMenuQuery({ prizeMode, device: brand.device }), listOf);
  const popular = useLotteryQuery('vnPopularLottery', vnPopularQuery({ prizeMode, device: brand.device, language: lang }), listOf);
  const opened = useLotteryQuery('vnOpenedNumbers', undefined, listOf);
  const recent = useLotteryQuery('vnRecent', undefined, listOf, { enabled: Boolean(token) });

  const allGames = menu.data?.flatMap((r) => r.games) ?? [];
  const selectedCode = sp.get('gameCode') ?? allGames[0]?.gameCode ?? null;
  const selected = allGames.find((g) => g.gameCode === selectedCode) ?? null;
  const numbers = useLotteryQuery('vnNumbers', vnNumbersQuery({ gameCode: selectedCode ?? undefined }), listOf, { enabled: selectedCode !== null });

  const select = useCallback((gameCode: string) => setSp({ gameCode }, { replace: true }), [setSp]);
  const play = useCallback((g: Game) => navigate(lotteryPath(g.gameCode ?? g.code, g.defaultPlayType)), [navigate]);
  const favGames = allGames.filter((g) => fav.codes.includes(g.gameCode ?? g.code));
  const cardProps = { cdn, favourites: fav.codes, onFavourite: fav.toggle };

  return (
    <Layout data-left={leftShown} data-testid="vnlottery-page">
      <TopBar>
        {topShown && (
          <div>
            <h1>{intl.formatMessage({ id: 'lottery.vn.title' })}</h1>
            <p>{intl.formatMessage({ id: 'lottery.vn.subtitle' })}</p>
          </div>
        )}
        <Toggles>
          <Button variant="ghost" size="sm" aria-pressed={!topShown} onClick={() => setTopShown((v) => !v)}>
            <Icon name={topShown ? 'chevron-up' : 'chevron-down'} size={16} />
            {intl.formatMessage({ id: topShown ? 'lottery.toggle.hideHeader' : 'lottery.toggle.showHeader' })}
          </Button>
          <Button variant="ghost" size="sm" aria-pressed={!leftShown} aria-controls="vn-left-bar" onClick={() => setLeftShown((v) => !v)}>
            <Icon name={leftShown ? 'sidebar-collapse' : 'sidebar-expand'} size={16} />
            {intl.formatMessage({ id: leftShown ? 'lottery.toggle.hideMenu' : 'lottery.toggle.showMenu' })}
          </Button>
        </Toggles>
      </TopBar>

      {leftShown && (
        <LeftBar id="vn-left-bar">
          {menu.error ? (
            <ErrorState messageKey={menu.error} onRetry={menu.retry} />
          ) : menu.data ? (
            <RegionMenu regions={menu.data} selected={selectedCode} onSelect={select} />
          ) : (
            Array.from({ length: 10 }, (_, i) => (
              <div key={i} style={{ padding: 6 }}>
                <Skeleton width="80%" height={16} />
              </div>
            ))
          )}
        </LeftBar>
      )}

      <Main>
        {selected && (
          <Featured aria-live="polite">
            <div>
              <h2>{selected.gameName}</h2>
              <p>{intl.formatMessage({ id: 'lottery.vn.featuredHint' })}</p>
            </div>
            <Button size="lg" onClick={() => play(selected)}>
              <Icon name="ticket" size={18} />
              {intl.formatMessage({ id: 'lottery.vn.betNow' })}
            </Button>
          </Featured>
        )}

        {favGames.length > 0 && (
          <Section title={intl.formatMessage({ id: 'lottery.favourites' })} testId="lottery-favourites">
            <Cards games={favGames} selected={selectedCode} onOpen={(g) => select(g.gameCode ?? g.code)} {...cardProps} />
          </Section>
        )}

        <Section title={intl.formatMessage({ id: 'lottery.vn.numbers' }, { name: selected?.gameName ?? '' })} testId="vn-numbers">
          <Loaded read={numbers} height={320}>
            {(list) => (
              <NumberHeatmap
                numbers={list}
                label={intl.formatMessage({ id: 'lottery.vn.numbers' }, { name: selected?.gameName ?? '' })}
                countLabel={(n) => intl.formatMessage({ id: 'lottery.vn.numberCount' }, { number: n.number, count: n.count })}
              />
            )}
          </Loaded>
        </Section>

        <Section title={intl.formatMessage({ id: 'lottery.vn.opened' })} testId="vn-opened">
          <Loaded read={opened} height={200}>
            {(draws) => <OpenedDraws draws={draws} selected={selectedCode} />}
          </Loaded>
        </Section>

        <Section title={intl.formatMessage({ id: 'lottery.popular' })} testId="vn-popular">
          <Loaded read={popular} height={170}>
            {(games) => <Cards games={games} selected={selectedCode} onOpen={(g) => select(g.gameCode ?? g.code)} {...cardProps} />}
          </Loaded>
        </Section>

        {token && (
          <Section title={intl.formatMessage({ id: 'lottery.vn.recent' })} testId="vn-recent">
            <Loaded read={recent} height={170}>
              {(games) =>
                games.length === 0 ? (
                  <EmptyState icon="clock" title={intl.formatMessage({ id: 'lottery.vn.recentEmpty' })} />
                ) : (
                  <Cards games={games} selected={selectedCode} onOpen={play} {...cardProps} />
                )
              }
            </Loaded>
          </Section>
        )}
      </Main>
    </Layout>
  );
}

export default VnLotteryPage;

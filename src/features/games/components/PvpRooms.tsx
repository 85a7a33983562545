import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { Game, PvpRooms as PvpRoomsValue } from '@/api/models';
import { errorKey } from '@/api/errors';
import { useApiQuery } from '@/api/query';
import { useBrand } from '@/brand/brand-config';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { ListBody } from '@/components/ListBody';
import { SkeletonItems } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { StatusTag, type StatusTone } from '@/components/StatusTag';
import { surface } from '@/components/surface';
import { language } from '@/i18n/language';
import { formatAmount } from '@/lib/format';
import { openLoginPopup } from '@/session/prompts';
import { session } from '@/session/session';
import { gridList } from '@/components/grid-list';
import { Stack } from '@/components/Stack';
import { theme } from '@/theme/theme';
import { orderRooms, PVP_ROOMS_SHOWN, roomGame } from '../lib/pvp-rooms';
import { noteText } from '@/components/note-text';
import { column } from '@/components/column';
import { spread } from '@/components/spread';
import { headingText } from '@/components/heading-text';

type Room = PvpRoomsValue['list'][number];

const Head = styled.div`
  ${spread({ align: 'baseline' })};
  gap: ${theme.space(3)};
  h2 {
    ${headingText('lg')};
    color: ${theme.colours.text};
  }
  p {
    margin: 0;
    ${noteText('muted', 'sm')};
    white-space: nowrap;
  }
`;

const Grid = styled.ul`
  ${gridList('220px')};
  gap: ${theme.space(3)};
  /* Phones stack the cards: four before "show all", so the games stay within a short scroll. */
  @media (max-width: 599px) {
    &[data-collapsed] > li:nth-of-type(n + 5) {
      display: none;
    }
  }
`;

const Card = styled.li`
  ${column(2)};
  padding: ${theme.space(3)} ${theme.space(4)};
  ${surface};
  min-width: 0;
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${theme.colours.text};
    font-size: ${theme.font.size.sm};
  }
`;

const Line = styled.div`
  ${spread({ align: 'center' })};
  gap: ${theme.space(2)};
  ${noteText('muted', 'xs')};
  font-variant-numeric: tabular-nums;
`;

const Seats = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
`;

const Prompt = styled.div`
  ${spread({ align: 'center', wrap: true })};
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  ${surface};
  p {
    margin: 0;
    color: ${theme.colours.text};
    font-size: ${theme.font.size.sm};
  }
`;

const TONES: Record<Room['status'], StatusTone> = { WAITING: 'success', PLAYING: 'warning', FULL: 'muted' };

/**
 * The PVP lobby's open tables (§2 /pvp, §7 "pvp rooms (T)"): the rooms of the selected vendor (or all), each with its
 * level, minimum bet and free seats; joining a table launches its game. The call needs a token: visitors are asked
 * to log in instead.
 */
export function PvpRooms({
  vendor,
  vendorNames,
  onJoin,
}: {
  vendor: string | null;
  /** Vendor display names by vassalage: two vendors may name a game alike, so a table is named with its vendor. */
  vendorNames: Record<string, string>;
  onJoin: (game: Game) => void;
}) {
  const intl = useIntl();
  const brand = useBrand();
  const { token } = useSnapshot(session);
  const { code: lang } = useSnapshot(language);
  const [all, setAll] = useState(false);
  const res = useApiQuery('pvpRooms', { query: { vassalage: vendor ?? undefined, language: lang }, enabled: Boolean(token) });
  const rooms = useMemo(() => (res.data ? orderRooms(res.data.list) : null), [res.data]);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = t('lobby.pvp.title');

  let body;
  if (!token) {
    body = (
      <Prompt>
        <p>{t('lobby.pvp.login')}</p>
        <Button size="sm" onClick={() => openLoginPopup('login')}>
          {t('shell.header.login')}
        </Button>
      </Prompt>
    );
  } else {
    body = (
      <ListBody
        items={rooms}
        failure={res.status === 'error' && <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />}
        skeleton={
          <Grid aria-busy="true">
            <SkeletonItems count={4} height={112} radius={12} />
          </Grid>
        }
        empty={<EmptyState icon="cards" title={t('lobby.pvp.empty')} />}
      >
        {(rooms) => {
          const shown = all ? rooms : rooms.slice(0, PVP_ROOMS_SHOWN);
          return (
            <>
              <Grid data-testid="pvp-rooms" data-collapsed={all ? undefined : ''}>
                {shown.map((room) => (
                  <Card key={room.roomId} data-testid="pvp-room">
                    <strong title={room.gameName}>{room.gameName}</strong>
                    <Line>{vendorNames[room.vassalage] ?? room.vassalage}</Line>
                    <Line>
                      <span>{t('lobby.pvp.table', { level: room.level, number: room.tableNo })}</span>
                      <StatusTag tone={TONES[room.status]}>{t(`lobby.pvp.status.${room.status}`)}</StatusTag>
                    </Line>
                    <Line>
                      <span>{t('lobby.pvp.minBet', { amount: `${brand.currency.symbol} ${formatAmount(room.minBet, intl.locale)}` })}</span>
                      <Seats>
                        <Icon name="users" size={14} />
                        {t('lobby.pvp.seats', { taken: room.occupiedSeats, seats: room.seats })}
                      </Seats>
                    </Line>
                    <Button
                      size="sm"
                      variant={room.status === 'FULL' ? 'secondary' : 'primary'}
                      disabled={room.status === 'FULL'}
                      onClick={() => onJoin(roomGame(room))}
                      aria-label={t('lobby.pvp.joinLabel', {
                        game: `${room.gameName} · ${vendorNames[room.vassalage] ?? room.vassalage}`,
                        number: room.tableNo,
                      })}
                    >
                      {t('lobby.pvp.join')}
                    </Button>
                  </Card>
                ))}
              </Grid>
              {rooms.length > PVP_ROOMS_SHOWN && (
                <Button variant="ghost" size="sm" aria-expanded={all} onClick={() => setAll(!all)}>
                  {t(all ? 'lobby.pvp.showFewer' : 'lobby.pvp.showAll', { count: rooms.length })}
                </Button>
              )}
            </>
          );
        }}
      </ListBody>
    );
  }

  return (
    <Stack as="section" data-gap="tight" aria-label={title} data-testid="pvp-tables">
      <Head>
        <h2>{title}</h2>
        {rooms && rooms.length > 0 && <p>{t('lobby.pvp.count', { count: rooms.length })}</p>}
      </Head>
      {body}
    </Stack>
  );
}

import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useApiQuery } from '@/api/query';
import { Card, CardList } from '@/components/CardList';
import { Skeleton, SkeletonStack } from '@/components/Skeleton';
import { StatTiles } from '@/components/StatTiles';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { Tabs } from '@/components/Tabs';
import { errorKey } from '@/api/errors';
import { compareDecimal } from '@/lib/money';
import { useMoney } from '@/components/useMoney';
import { session } from '@/session/session';
import { MISSION_CATEGORIES, missionsOf, openMissionCount, progressPercent, type Mission } from '../lib/missions';
import { plainTable } from '@/components/plain-table';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';

const Group = styled.section`
  margin-bottom: ${theme.space(5)};
  h4 {
    margin: 0 0 ${theme.space(2)};
    font-size: ${theme.font.size.sm};
    color: ${theme.colours.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Item = styled(Card)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space(1.5)} ${theme.space(3)};
  strong {
    font-size: ${theme.font.size.sm};
  }
  .reward {
    color: ${theme.colours.primary};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.bold};
    text-align: end;
  }
  .meta {
    ${noteText('muted', 'xs')};
    font-variant-numeric: tabular-nums;
  }
`;

const Bar = styled.progress`
  grid-column: 1 / -1;
  width: 100%;
  height: 6px;
  overflow: hidden;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.colours.surfaceSunken};
  appearance: none;
  &::-webkit-progress-bar {
    background: ${theme.colours.surfaceSunken};
  }
  &::-webkit-progress-value {
    background: ${theme.colours.primary};
    border-radius: ${theme.radius.pill};
  }
  &::-moz-progress-bar {
    background: ${theme.colours.primary};
  }
`;

const statusTone = { process: 'textMuted', claim: 'success', claimed: 'success' } as const;
const Status = styled.span<{ status: Mission['status'] }>`
  color: ${(p) => theme.colours[statusTone[p.status]]};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
  text-align: end;
`;

const Board = styled.table`
  ${plainTable};
  tr[aria-current='true'] td {
    background: ${theme.colours.primarySoft};
    font-weight: ${theme.font.weight.bold};
  }
`;

const Me = styled.p`
  margin: 0 0 ${theme.space(3)};
  padding: ${theme.space(3)};
  border-radius: ${theme.radius.md};
  background: ${theme.colours.surfaceSunken};
  font-size: ${theme.font.size.sm};
`;

const loading = (
  <SkeletonStack gap={12}>
    <Skeleton width="100%" height={72} />
    <Skeleton width="100%" height={200} />
  </SkeletonStack>
);

function Summary() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const res = useApiQuery('missionSummary', { staleMs: 30_000 });
  if (res.status === 'loading') return loading;
  if (res.status === 'error' || !res.data) return <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />;
  const s = res.data;
  if (s.list.length === 0) return <EmptyState icon="star" title={t('missions.empty')} />;
  return (
    <div data-testid="mission-summary">
      <StatTiles
        centred
        items={[
          { label: t('missions.completed'), value: `${s.completed} / ${s.total}` },
          { label: t('missions.open'), value: openMissionCount(s), testId: 'missions-open' },
          { label: t('missions.rewardReady'), value: t('missions.points', { points: intl.formatNumber(s.claimableReward) }) },
        ]}
      />
      {MISSION_CATEGORIES.map((c) => {
        const list = missionsOf(s.list, c);
        if (list.length === 0) return null;
        return (
          <Group key={c} aria-labelledby={`mission-${c}`}>
            <h4 id={`mission-${c}`}>{t(`missions.category.${c}`)}</h4>
            <CardList>
              {list.map((m) => (
                <Item key={m.id} data-testid="mission" data-status={m.status}>
                  <strong>{m.title}</strong>
                  <span className="reward">{t('missions.points', { points: intl.formatNumber(m.reward) })}</span>
                  <Bar max={100} value={progressPercent(m)} aria-label={m.title} />
                  <span className="meta">
                    {intl.formatNumber(Math.min(m.progress, m.target))} / {intl.formatNumber(m.target)}
                  </span>
                  <Status status={m.status}>{t(`missions.status.${m.status}`)}</Status>
                </Item>
              ))}
            </CardList>
          </Group>
        );
      })}
    </div>
  );
}

function Leaderboard() {
  const intl = useIntl();
  const money = useMoney();
  const { member } = useSnapshot(session);
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const res = useApiQuery('missionLeaderboard', { staleMs: 60_000 });
  if (res.status === 'loading') return loading;
  if (res.status === 'error' || !res.data) return <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />;
  const b = res.data;
  return (
    <div data-testid="mission-leaderboard">
      <Me>
        {b.me.rank
          ? t('missions.board.myRank', { rank: b.me.rank, score: intl.formatNumber(b.me.score) })
          : t('missions.board.unranked', { score: intl.formatNumber(b.me.score) })}
        <br />
        <small>{t('missions.board.period', { start: b.startTime.slice(0, 10), end: b.endTime.slice(0, 10) })}</small>
      </Me>
      <Board>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('missions.board.player')}</th>
            <th scope="col" className="num">
              {t('missions.board.score')}
            </th>
            <th scope="col" className="num">
              {t('missions.board.prize')}
            </th>
          </tr>
        </thead>
        <tbody>
          {b.list.map((row) => (
            <tr key={row.rank} aria-current={row.player === member?.account ? 'true' : undefined}>
              <td>{row.rank}</td>
              <td>{row.player}</td>
              <td className="num">{intl.formatNumber(row.score)}</td>
              <td className="num">{compareDecimal(row.prize, '0') > 0 ? money.format(row.prize) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </Board>
    </div>
  );
}

/** missionLeaderboard (member centre, §2): the mission summary with progress, and the period's leaderboard. */
export function MissionsPage() {
  const intl = useIntl();
  const [tab, setTab] = useState<'summary' | 'board'>('summary');
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Tabs
        items={[
          { id: 'summary', label: t('missions.tab.summary') },
          { id: 'board', label: t('missions.tab.board') },
        ]}
        value={tab}
        onChange={(id) => setTab(id as 'summary' | 'board')}
        idPrefix="missions"
        ariaLabel={t('memberCentre.page.missionLeaderboard')}
      />
      <div role="tabpanel" aria-labelledby={`missions-tab-${tab}`} style={{ marginTop: 16 }}>
        {tab === 'summary' ? <Summary /> : <Leaderboard />}
      </div>
    </>
  );
}

export default MissionsPage;

import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from '@/components/RouterLink';
import type { RewardCenter } from '@/api/models';
import { useApiMutation } from '@/api/mutation';
import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { Card, CardList } from '@/components/CardList';
import { Skeleton } from '@/components/Skeleton';
import { StatTiles } from '@/components/StatTiles';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { errorKey } from '@/api/errors';
import { useMoney } from '@/components/useMoney';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';

type Reward = RewardCenter['list'][number];

const Row = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(3)};
  .what {
    flex: 1 1 200px;
    min-width: 0;
  }
  .what small {
    display: block;
    color: ${theme.colours.textMuted};
  }
  .amount {
    color: ${theme.colours.primary};
    font-weight: ${theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const tone = { claim: 'primary', claimed: 'success', issued: 'success', applying: 'textMuted', rejected: 'danger' } as const;
const Status = styled.span<{ status: string }>`
  color: ${(p) => theme.colours[tone[p.status as keyof typeof tone] ?? 'textMuted']};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;

const Alert = styled.p`
  flex-basis: 100%;
  margin: 0;
  ${noteText('danger', 'xs')};
  &:empty {
    display: none;
  }
`;

function ClaimButton({ reward }: { reward: Reward }) {
  const intl = useIntl();
  const invalidates = ['rewardCenter', 'promotionStates'] as const;
  const claim = useApiMutation('promotionClaim', { invalidates: [...invalidates] });
  const draw = useApiMutation('raffleClaim', { invalidates: [...invalidates] });
  const m = reward.mode === 'raffle' ? draw : claim;
  return (
    <>
      <Button size="sm" loading={m.pending} onClick={() => m.run({ promotionId: reward.promotionId }).catch(() => undefined)} data-testid="reward-claim">
        {intl.formatMessage({ id: reward.mode === 'raffle' ? 'promotions.action.draw' : 'promotions.action.claim' })}
      </Button>
      <Alert role="alert">{m.error ? intl.formatMessage({ id: errorKey(m.error) }) : ''}</Alert>
    </>
  );
}

/** rewardCenter (member centre, §2): the member's promotion rewards to claim, claimed, issued or under review, with the total received. */
export function RewardCentrePage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const money = useMoney().format;
  const res = useApiQuery('rewardCenter', { staleMs: 10_000 });
  return (
    <>
      {res.status === 'loading' && <Skeleton width="100%" height={240} />}
      {res.status === 'error' && <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />}
      {res.status === 'ready' && res.data && (
        <div data-testid="reward-centre">
          <StatTiles
            items={[
              { label: t('rewards.claimable'), value: res.data.claimable, testId: 'rewards-claimable' },
              { label: t('rewards.received'), value: money(res.data.receivedTotal) },
            ]}
          />
          {res.data.list.length === 0 ? (
            <EmptyState icon="trophy" title={t('rewards.empty')} action={<Link to="/promotions">{t('rewards.browse')}</Link>} />
          ) : (
            <CardList>
              {res.data.list.map((r) => (
                <Row key={r.promotionId} data-testid="reward" data-status={r.status}>
                  <div className="what">
                    <Link to={`/promotions/${r.promotionId}`}>{r.title}</Link>
                    {r.time && <small>{r.time}</small>}
                  </div>
                  {r.prize ? <span className="amount">{r.prize}</span> : r.amount && <span className="amount">{money(r.amount)}</span>}
                  {r.status === 'claim' ? <ClaimButton reward={r} /> : <Status status={r.status}>{t(`promotions.status.${r.status.replace(' ', '')}`)}</Status>}
                </Row>
              ))}
            </CardList>
          )}
        </div>
      )}
    </>
  );
}

export default RewardCentrePage;

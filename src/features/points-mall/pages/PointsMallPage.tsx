import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { PointsItem } from '@/api/models';
import { Button } from '@/components/Button';
import { PageTitle } from '@/components/PageTitle';
import { Skeleton } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { errorKey, useAsync } from '@/components/useAsync';
import { session } from '@/session/session';
import { openLoginPopup } from '@/session/prompts';
import { getPointsBalance, getPointsItems } from '../api/points-api';
import { PointsItemCard, Points } from '../components/PointsItemCard';
import { PointsItemDetail } from '../components/PointsItemDetail';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${(p) => p.theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) => p.theme.breakpoint.sm} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${(p) => p.theme.breakpoint.lg} {
    grid-template-columns: repeat(4, 1fr);
    gap: ${(p) => p.theme.space(4)};
  }
`;

const Balance = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(3)};
  margin-bottom: ${(p) => p.theme.space(5)};
  padding: ${(p) => p.theme.space(4)};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.colours.primarySoft};
`;

function MyPoints() {
  const intl = useIntl();
  const res = useAsync((signal) => getPointsBalance(signal), []);
  if (res.status === 'loading') return <Skeleton width={120} height={24} />;
  if (res.status === 'error') return <span>—</span>;
  return <Points data-testid="my-points">{intl.formatMessage({ id: 'pointsMall.points' }, { points: intl.formatNumber(res.data) })}</Points>;
}

/** /pointMall: the rewards catalogue (list and detail); redeeming comes with a later issue. */
export function PointsMallPage() {
  const intl = useIntl();
  const { token } = useSnapshot(session);
  const res = useAsync((signal) => getPointsItems(signal), []);
  const [open, setOpen] = useState<PointsItem | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <>
      <PageTitle>{t('pointsMall.title')}</PageTitle>
      <Balance>
        <span>{t('pointsMall.myPoints')}</span>
        {token ? (
          <MyPoints />
        ) : (
          <Button size="sm" onClick={() => openLoginPopup('login')}>
            {t('pointsMall.loginToSee')}
          </Button>
        )}
      </Balance>
      {res.status === 'loading' && (
        <Grid aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton width="100%" height={250} radius={12} />
            </li>
          ))}
        </Grid>
      )}
      {res.status === 'error' && <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />}
      {res.status === 'ready' && res.data.length === 0 && <EmptyState icon="gift" title={t('pointsMall.empty')} />}
      {res.status === 'ready' && res.data.length > 0 && (
        <Grid data-testid="points-list">
          {res.data.map((item) => (
            <li key={item.id}>
              <PointsItemCard item={item} onOpen={() => setOpen(item)} />
            </li>
          ))}
        </Grid>
      )}
      {open && <PointsItemDetail item={open} onClose={() => setOpen(null)} />}
    </>
  );
}

export default PointsMallPage;

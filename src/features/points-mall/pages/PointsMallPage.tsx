import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { PointsItem } from '@/api/models';
import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { columnsList } from '@/components/grid-list';
import { PageTitle } from '@/components/PageTitle';
import { Skeleton, SkeletonItems } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { Tabs } from '@/components/Tabs';
import { errorKey } from '@/api/errors';
import { session, TRIAL_ACCOUNT_TYPE } from '@/session/session';
import { openLoginPopup } from '@/session/prompts';
import { PointsItemCard, Points } from '../components/PointsItemCard';
import { PointsItemDetail } from '../components/PointsItemDetail';
import { ConvertPanel } from '../components/ConvertPanel';
import { PointsDetails, RedeemHistory } from '../components/PointsHistory';
import { theme } from '@/theme/theme';
import { spread } from '@/components/spread';

const Grid = styled.ul(columnsList({ columns: 2, gap: 3 }, { columns: 3 }, { columns: 4, gap: 4 }));

const Balance = styled.div`
  ${spread({ align: 'center', wrap: true })};
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(5)};
  padding: ${theme.space(4)};
  border-radius: ${theme.radius.lg};
  background: ${theme.colours.primarySoft};
`;

const Panel = styled.div`
  margin-top: ${theme.space(4)};
`;

type Tab = 'rewards' | 'convert' | 'history' | 'details';

/** /pointMall: the rewards catalogue with redeem, points conversion, redemption history and points details (members). */
export function PointsMallPage() {
  const intl = useIntl();
  const { token, member } = useSnapshot(session);
  const real = Boolean(token) && member?.type !== TRIAL_ACCOUNT_TYPE;
  const items = useApiQuery('pointsItems', { staleMs: 30_000 });
  const balance = useApiQuery('pointsBalance', { enabled: Boolean(token), staleMs: 5_000 });
  const points = token && balance.data ? balance.data.points : null;
  const [open, setOpen] = useState<PointsItem | null>(null);
  const [tab, setTab] = useState<Tab>('rewards');
  const t = (id: string) => intl.formatMessage({ id });
  const tabs: Tab[] = real ? ['rewards', 'convert', 'history', 'details'] : ['rewards'];
  const current = tabs.includes(tab) ? tab : 'rewards';

  return (
    <>
      <PageTitle>{t('pointsMall.title')}</PageTitle>
      <Balance>
        <span>{t('pointsMall.myPoints')}</span>
        {!token ? (
          <Button size="sm" onClick={() => openLoginPopup('login')}>
            {t('pointsMall.loginToSee')}
          </Button>
        ) : points === null ? (
          balance.status === 'error' ? (
            <span>—</span>
          ) : (
            <Skeleton width={120} height={24} />
          )
        ) : (
          <Points data-testid="my-points">{intl.formatMessage({ id: 'pointsMall.points' }, { points: intl.formatNumber(points) })}</Points>
        )}
      </Balance>
      {tabs.length > 1 && (
        <Tabs
          items={tabs.map((id) => ({ id, label: t(`pointsMall.tab.${id}`) }))}
          value={current}
          onChange={(id) => setTab(id as Tab)}
          idPrefix="points"
          ariaLabel={t('pointsMall.title')}
        />
      )}
      <Panel role={tabs.length > 1 ? 'tabpanel' : undefined} aria-labelledby={tabs.length > 1 ? `points-tab-${current}` : undefined}>
        {current === 'rewards' && (
          <>
            {items.status === 'loading' && (
              <Grid aria-busy="true">
                <SkeletonItems count={8} height={250} radius={12} />
              </Grid>
            )}
            {items.status === 'error' && <ErrorState messageKey={errorKey(items.error)} onRetry={items.retry} />}
            {items.status === 'ready' && items.data && items.data.list.length === 0 && <EmptyState icon="gift" title={t('pointsMall.empty')} />}
            {items.status === 'ready' && items.data && items.data.list.length > 0 && (
              <Grid data-testid="points-list">
                {items.data.list.map((item) => (
                  <li key={item.id}>
                    <PointsItemCard item={item} onOpen={() => setOpen(item)} />
                  </li>
                ))}
              </Grid>
            )}
          </>
        )}
        {current === 'convert' && (points === null ? <Skeleton width="100%" height={220} /> : <ConvertPanel points={points} />)}
        {current === 'history' && <RedeemHistory />}
        {current === 'details' && <PointsDetails />}
      </Panel>
      {open && (
        <PointsItemDetail
          // The detail follows the list: stock left after a redemption shows at once.
          item={items.data?.list.find((i) => i.id === open.id) ?? open}
          points={points}
          onClose={() => setOpen(null)}
          onShowHistory={() => {
            setOpen(null);
            setTab('history');
          }}
        />
      )}
    </>
  );
}

export default PointsMallPage;

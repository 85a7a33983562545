import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/PageTitle';
import { SkeletonItems } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { Tabs } from '@/components/Tabs';
import { errorKey } from '@/api/errors';
import { useApiQuery } from '@/api/query';
import { categoryKey } from '../components/PromotionCard';
import { PromotionGrid } from '../components/PromotionGrid';
import { PromotionTile } from '../components/PromotionTile';
import { WinnersBoard } from '../components/WinnersBoard';
import { usePromotionStates } from '../hooks/usePromotionStates';

const ALL = 'all';

/**
 * /promotions: every promotion, filtered by category tabs (kept in `?category=` so the filter survives reload and back),
 * each with its join / claim / apply button or the member's status, and the winners list.
 */
export function PromotionsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? ALL;
  const res = useApiQuery('promotions', { staleMs: 60_000 });
  const { states, loading } = usePromotionStates();

  const tabs = [
    { id: ALL, label: intl.formatMessage({ id: 'promotions.category.all' }) },
    ...(res.status === 'ready' && res.data
      ? res.data.categories.map((c) => ({ id: c, label: intl.formatMessage({ id: categoryKey(c), defaultMessage: c }) }))
      : []),
  ];
  const list = res.status === 'ready' && res.data ? res.data.list.filter((p) => category === ALL || p.category === category) : [];

  return (
    <>
      <PageTitle>{intl.formatMessage({ id: 'promotions.title' })}</PageTitle>
      <Tabs
        items={tabs}
        value={category}
        idPrefix="promo"
        ariaLabel={intl.formatMessage({ id: 'promotions.categories' })}
        onChange={(id) => setParams(id === ALL ? {} : { category: id }, { replace: true })}
      />
      <div role="tabpanel" aria-labelledby={`promo-tab-${category}`} style={{ marginTop: 16 }}>
        {res.status === 'loading' && (
          <PromotionGrid aria-busy="true">
            <SkeletonItems count={6} height={260} radius={12} />
          </PromotionGrid>
        )}
        {res.status === 'error' && <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />}
        {res.status === 'ready' && list.length === 0 && <EmptyState icon="gift" title={intl.formatMessage({ id: 'promotions.empty' })} />}
        {list.length > 0 && (
          <PromotionGrid data-testid="promotion-list">
            {list.map((p) => (
              <li key={p.id}>
                <PromotionTile promotion={p} state={states?.get(p.id)} loading={loading} />
              </li>
            ))}
          </PromotionGrid>
        )}
      </div>
      <WinnersBoard />
    </>
  );
}

export default PromotionsPage;

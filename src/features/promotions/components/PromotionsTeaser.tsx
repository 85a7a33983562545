import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from '@/components/RouterLink';
import { SkeletonItems } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { errorKey } from '@/api/errors';
import { useApiQuery } from '@/api/query';
import { PromotionCard } from './PromotionCard';
import { PromotionGrid } from './PromotionGrid';
import { theme } from '@/theme/theme';

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin-bottom: ${theme.space(3)};
  h2 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
  a {
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
`;

/** Home's promotions teaser: the first three, with a link to all. */
export function PromotionsTeaser() {
  const intl = useIntl();
  // The same cache entry (and staleness) as the /promotions page, so going from home to the list costs no second request.
  const res = useApiQuery('promotions', { staleMs: 60_000 });
  return (
    <section aria-labelledby="promo-teaser">
      <Head>
        <h2 id="promo-teaser">{intl.formatMessage({ id: 'promotions.title' })}</h2>
        <Link to="/promotions">{intl.formatMessage({ id: 'common.more' })}</Link>
      </Head>
      {res.status === 'error' ? (
        <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />
      ) : (
        <PromotionGrid>
          {res.status === 'loading' ? (
            <SkeletonItems count={3} height={260} radius={12} />
          ) : (
            (res.data?.list ?? []).slice(0, 3).map((p) => (
              <li key={p.id}>
                <PromotionCard promotion={p} />
              </li>
            ))
          )}
        </PromotionGrid>
      )}
    </section>
  );
}

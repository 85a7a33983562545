import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/RouterLink';
import { CoverImage } from '@/components/CoverImage';
import { Icon } from '@/components/Icon';
import { PageTitle } from '@/components/PageTitle';
import { RichText } from '@/components/RichText';
import { Skeleton, SkeletonStack } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { errorKey } from '@/api/errors';
import { useApiQuery } from '@/api/query';
import { formatShortDate } from '@/lib/format';
import { sanitizeHtml } from '@/lib/sanitize';
import { categoryKey, Pill } from '../components/PromotionCard';
import { PromotionAction } from '../components/PromotionAction';
import { usePromotionStates } from '../hooks/usePromotionStates';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(4)};
  font-size: ${theme.font.size.sm};
  text-decoration: none;
`;

const Article = styled.article`
  max-width: 820px;
  overflow: hidden;
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colours.surface};
`;

const Inner = styled.div`
  padding: ${theme.space(5)};
  ${theme.breakpoint.md} {
    padding: ${theme.space(8)};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  align-items: center;
  margin: 0 0 ${theme.space(5)};
  ${noteText('muted', 'sm')};
`;

const ActionBox = styled.div`
  max-width: 360px;
  margin: 0 0 ${theme.space(6)};
`;

/** A positive integer id from `/promotions/:id` or `/promoDetail?id=` (§2), or null. */
export function promotionIdFrom(param: string | undefined, query: string | null): number | null {
  const raw = param ?? query;
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/** /promotions/:id and /promoDetail?id=: one promotion with its sanitized terms. */
export function PromotionDetailPage() {
  const intl = useIntl();
  const { id: param } = useParams();
  const [query] = useSearchParams();
  const id = promotionIdFrom(param, query.get('id'));
  const res = useApiQuery('promotionDetail', { query: { id: id ?? 0 }, enabled: id !== null });
  const { states, loading } = usePromotionStates();

  const back = (
    <Back to="/promotions">
      <Icon name="arrow-left" size={16} />
      {intl.formatMessage({ id: 'promotions.back' })}
    </Back>
  );
  if (id === null) {
    return (
      <>
        {back}
        <EmptyState icon="gift" title={intl.formatMessage({ id: 'promotions.notFound' })} />
      </>
    );
  }
  if (res.status === 'error') {
    const missing = (res.error as { status?: number }).status === 404;
    return (
      <>
        {back}
        {missing ? (
          <EmptyState icon="gift" title={intl.formatMessage({ id: 'promotions.notFound' })} />
        ) : (
          <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />
        )}
      </>
    );
  }
  if (res.status === 'loading' || !res.data) {
    return (
      <>
        {back}
        <Article aria-busy="true">
          <Skeleton width="100%" height={300} radius={0} />
          <Inner>
            <SkeletonStack gap={16}>
              <Skeleton width="60%" height={28} />
              <Skeleton width="100%" height={120} />
            </SkeletonStack>
          </Inner>
        </Article>
      </>
    );
  }
  const p = res.data;
  return (
    <>
      {back}
      <Article data-testid="promotion-detail">
        <CoverImage ratio="2 / 1" src={p.image} alt="" width={820} height={410} />
        <Inner>
          <PageTitle>{p.title}</PageTitle>
          <Meta>
            <Pill>{intl.formatMessage({ id: categoryKey(p.category), defaultMessage: p.category })}</Pill>
            <span>
              {formatShortDate(p.startTime, intl.locale)} –{' '}
              {p.endTime ? formatShortDate(p.endTime, intl.locale) : intl.formatMessage({ id: 'promotions.ongoing' })}
            </span>
          </Meta>
          <ActionBox>
            <PromotionAction promotion={p} state={states?.get(p.id)} loading={loading} />
          </ActionBox>
          <RichText sanitizedHtml={sanitizeHtml(p.content)} />
        </Inner>
      </Article>
    </>
  );
}

export default PromotionDetailPage;

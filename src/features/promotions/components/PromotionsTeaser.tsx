import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import { Link } from '@/components/RouterLink';
import { SKELETON_CLASS } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { errorKey } from '@/api/errors';
import { useApiQuery } from '@/api/query';
import { PromotionCard } from './PromotionCard';
import { promotionGridCss } from './PromotionGrid';
import { staticSheet } from '@/lib/static-sheet';
import { theme } from '@/theme/theme';
import { headingText } from '@/components/heading-text';

const head = css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  margin-bottom: ${theme.space(3)};
  h2 {
    ${headingText('xl')};
  }
  a {
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.medium};
  }
`;

// One static sheet (src/lib/static-sheet.ts): the teaser renders on the page's first paint and again when its list lands.
staticSheet('promotions-teaser', { 'pt-head': head, 'pt-grid': promotionGridCss });

/** Three card-sized placeholders while the list loads, built once (plain elements, the skeleton's class). */
const loadingCards = Array.from({ length: 3 }, (_, i) => (
  <li key={i}>
    <span aria-hidden="true" className={SKELETON_CLASS} style={{ width: '100%', height: 260, borderRadius: 12 }} />
  </li>
));

/** Home's promotions teaser: the first three, with a link to all. */
export function PromotionsTeaser() {
  const intl = useIntl();
  // The same cache entry (and staleness) as the /promotions page, so going from home to the list costs no second request.
  const res = useApiQuery('promotions', { staleMs: 60_000 });
  return (
    <section aria-labelledby="promo-teaser">
      <div className="pt-head">
        <h2 id="promo-teaser">{intl.formatMessage({ id: 'promotions.title' })}</h2>
        <Link to="/promotions">{intl.formatMessage({ id: 'common.more' })}</Link>
      </div>
      {res.status === 'error' ? (
        <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />
      ) : (
        <ul className="pt-grid">
          {res.status === 'loading'
            ? loadingCards
            : (res.data?.list ?? []).slice(0, 3).map((p) => (
                <li key={p.id}>
                  <PromotionCard promotion={p} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

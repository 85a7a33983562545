import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from '@/components/RouterLink';
import type { Promotion } from '@/api/models';
import { noteText } from '@/components/note-text';
import { formatShortDate } from '@/lib/format';
import { staticSheet } from '@/lib/static-sheet';
import { theme } from '@/theme/theme';
import { column } from '@/components/column';
import { headingText } from '@/components/heading-text';

/** The bordered frame of a promotion in a grid (the home card and the list page tile). */
export const promotionFrame = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colours.surface};
  transition:
    border-color ${theme.motion.fast},
    box-shadow ${theme.motion.fast};
  &:hover {
    border-color: ${theme.colours.primary};
    box-shadow: ${theme.shadow.md};
  }
`;

const card = css`
  ${promotionFrame}
  color: ${theme.colours.text};
  text-decoration: none;
`;

const body = css`
  ${column(1.5)};
  padding: ${theme.space(3)} ${theme.space(4)} ${theme.space(4)};
  h3 {
    ${headingText('md', 'tight')};
  }
  p {
    margin: 0;
    ${noteText('muted', 'sm')};
  }
`;

const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  margin-top: auto;
  padding-top: ${theme.space(2)};
  ${noteText('muted', 'xs')};
`;

const pill = css`
  display: inline-block;
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
`;

export const Pill = styled.span<{ tone?: 'primary' | 'muted' }>`
  ${pill};
  background: ${(p) => (p.tone === 'muted' ? theme.colours.surfaceSunken : theme.colours.primarySoft)};
  color: ${(p) => (p.tone === 'muted' ? theme.colours.textMuted : theme.colours.primary)};
`;

// One static sheet (src/lib/static-sheet.ts): the home teaser draws three of these as the promotions land, and the
// list page a grid of them; as styled components each part was a component and Emotion's insertion more.
staticSheet('promotion-card', {
  'pr-card': card,
  // CoverImage's look at the summary's 2:1.
  'pr-cover': css`
    display: block;
    width: 100%;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    background: ${theme.colours.skeleton};
  `,
  'pr-body': body,
  'pr-meta': meta,
  'pr-pill': css`
    ${pill};
    background: ${theme.colours.primarySoft};
    color: ${theme.colours.primary};
  `,
});

export function categoryKey(c: string): string {
  return `promotions.category.${c}`;
}

/** What a card and a tile show of a promotion: cover, title, summary, category and validity. */
export function PromotionSummary({ promotion }: { promotion: Promotion }) {
  const intl = useIntl();
  const until = promotion.endTime
    ? intl.formatMessage({ id: 'promotions.until' }, { date: formatShortDate(promotion.endTime, intl.locale) })
    : intl.formatMessage({ id: 'promotions.ongoing' });
  return (
    <>
      <img className="pr-cover" src={promotion.image} alt="" loading="lazy" width={400} height={200} />
      <div className="pr-body">
        <h3>{promotion.title}</h3>
        <p>{promotion.summary}</p>
        <div className="pr-meta">
          <span className="pr-pill">{intl.formatMessage({ id: categoryKey(promotion.category), defaultMessage: promotion.category })}</span>
          <span>{until}</span>
        </div>
      </div>
    </>
  );
}

/** A promotion in a list (home teaser): the summary as one link to /promotions/:id. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  return (
    <Link to={`/promotions/${promotion.id}`} className="pr-card" data-testid="promotion-card">
      <PromotionSummary promotion={promotion} />
    </Link>
  );
}

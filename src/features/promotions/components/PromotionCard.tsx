import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Promotion } from '@/api/models';
import { formatShortDate } from '@/lib/format';

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colours.border};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.colours.surface};
  color: ${(p) => p.theme.colours.text};
  text-decoration: none;
  transition: border-color ${(p) => p.theme.motion.fast}, box-shadow ${(p) => p.theme.motion.fast};
  &:hover {
    border-color: ${(p) => p.theme.colours.primary};
    box-shadow: ${(p) => p.theme.shadow.md};
  }
`;

export const Cover = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  background: ${(p) => p.theme.colours.skeleton};
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(1.5)};
  padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)} ${(p) => p.theme.space(4)};
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
    line-height: ${(p) => p.theme.font.lineHeight.tight};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.colours.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  margin-top: auto;
  padding-top: ${(p) => p.theme.space(2)};
  color: ${(p) => p.theme.colours.textMuted};
  font-size: ${(p) => p.theme.font.size.xs};
`;

export const Pill = styled.span<{ tone?: 'primary' | 'muted' }>`
  display: inline-block;
  padding: 2px ${(p) => p.theme.space(2)};
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => (p.tone === 'muted' ? p.theme.colours.surfaceSunken : p.theme.colours.primarySoft)};
  color: ${(p) => (p.tone === 'muted' ? p.theme.colours.textMuted : p.theme.colours.primary)};
  font-size: ${(p) => p.theme.font.size.xs};
  font-weight: ${(p) => p.theme.font.weight.medium};
`;

export function categoryKey(c: string): string {
  return `promotions.category.${c}`;
}

/** A promotion in a list: cover, title, summary, category and validity; opens /promotions/:id. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const intl = useIntl();
  const until = promotion.endTime
    ? intl.formatMessage({ id: 'promotions.until' }, { date: formatShortDate(promotion.endTime, intl.locale) })
    : intl.formatMessage({ id: 'promotions.ongoing' });
  return (
    <Card to={`/promotions/${promotion.id}`} data-testid="promotion-card">
      <Cover src={promotion.image} alt="" loading="lazy" width={400} height={200} />
      <Body>
        <h3>{promotion.title}</h3>
        <p>{promotion.summary}</p>
        <Meta>
          <Pill>{intl.formatMessage({ id: categoryKey(promotion.category), defaultMessage: promotion.category })}</Pill>
          <span>{until}</span>
        </Meta>
      </Body>
    </Card>
  );
}

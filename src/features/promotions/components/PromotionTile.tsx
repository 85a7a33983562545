import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Promotion, PromotionState } from '@/api/models';
import { formatShortDate } from '@/lib/format';
import { Body, categoryKey, Cover, Meta, Pill } from './PromotionCard';
import { PromotionAction } from './PromotionAction';

const Tile = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colours.border};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${(p) => p.theme.colours.surface};
  transition: border-color ${(p) => p.theme.motion.fast}, box-shadow ${(p) => p.theme.motion.fast};
  &:hover {
    border-color: ${(p) => p.theme.colours.primary};
    box-shadow: ${(p) => p.theme.shadow.md};
  }
`;

const Open = styled(Link)`
  display: flex;
  flex: 1;
  flex-direction: column;
  color: ${(p) => p.theme.colours.text};
  text-decoration: none;
`;

const Foot = styled.div`
  padding: 0 ${(p) => p.theme.space(4)} ${(p) => p.theme.space(4)};
`;

/** A promotion on the list page: the card (opens the detail) with its join / claim / apply button or status under it. */
export function PromotionTile({ promotion, state, loading }: { promotion: Promotion; state: PromotionState | undefined; loading: boolean }) {
  const intl = useIntl();
  const until = promotion.endTime
    ? intl.formatMessage({ id: 'promotions.until' }, { date: formatShortDate(promotion.endTime, intl.locale) })
    : intl.formatMessage({ id: 'promotions.ongoing' });
  return (
    <Tile data-testid="promotion-card" data-id={promotion.id}>
      <Open to={`/promotions/${promotion.id}`}>
        <Cover src={promotion.image} alt="" loading="lazy" width={400} height={200} />
        <Body>
          <h3>{promotion.title}</h3>
          <p>{promotion.summary}</p>
          <Meta>
            <Pill>{intl.formatMessage({ id: categoryKey(promotion.category), defaultMessage: promotion.category })}</Pill>
            <span>{until}</span>
          </Meta>
        </Body>
      </Open>
      <Foot>
        <PromotionAction promotion={promotion} state={state} loading={loading} />
      </Foot>
    </Tile>
  );
}

import styled from '@emotion/styled';
import { Link } from '@/components/RouterLink';
import type { Promotion, PromotionState } from '@/api/models';
import { promotionFrame, PromotionSummary } from './PromotionCard';
import { PromotionAction } from './PromotionAction';
import { theme } from '@/theme/theme';

const Tile = styled.article`
  ${promotionFrame}
`;

const Open = styled(Link)`
  display: flex;
  flex: 1;
  flex-direction: column;
  color: ${theme.colours.text};
  text-decoration: none;
`;

const Foot = styled.div`
  padding: 0 ${theme.space(4)} ${theme.space(4)};
`;

/** A promotion on the list page: the card (opens the detail) with its join / claim / apply button or status under it. */
export function PromotionTile({ promotion, state, loading }: { promotion: Promotion; state: PromotionState | undefined; loading: boolean }) {
  return (
    <Tile data-testid="promotion-card" data-id={promotion.id}>
      <Open to={`/promotions/${promotion.id}`}>
        <PromotionSummary promotion={promotion} />
      </Open>
      <Foot>
        <PromotionAction promotion={promotion} state={state} loading={loading} />
      </Foot>
    </Tile>
  );
}

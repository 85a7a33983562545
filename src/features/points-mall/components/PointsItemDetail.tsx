import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { PointsItem } from '@/api/models';
import { useBrand } from '@/brand/brand-config';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { formatAmount } from '@/lib/format';
import { Points } from './PointsItemCard';

const Img = styled.img`
  display: block;
  width: 100%;
  max-height: 240px;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radius.md};
  margin-bottom: ${(p) => p.theme.space(4)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  margin: ${(p) => p.theme.space(4)} 0 0;
  dt {
    color: ${(p) => p.theme.colours.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  dd {
    margin: 0;
  }
`;

/** One reward's detail. Redeeming is a later issue: the button says so instead of pretending. */
export function PointsItemDetail({ item, onClose }: { item: PointsItem; onClose: () => void }) {
  const intl = useIntl();
  const brand = useBrand();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  return (
    <Modal
      open
      onClose={onClose}
      title={item.name}
      size="sm"
      testId="points-detail"
      footer={
        <Button disabled title={t('pointsMall.redeemSoon')}>
          {t('pointsMall.redeem')}
        </Button>
      }
    >
      <Img src={item.image} alt="" width={360} height={240} />
      <p style={{ margin: 0 }}>{item.description}</p>
      <Facts>
        <dt>{t('pointsMall.cost')}</dt>
        <dd>
          <Points>{t('pointsMall.points', { points: intl.formatNumber(item.pointsRequirement) })}</Points>
        </dd>
        {item.amountRequirement > 0 && (
          <>
            <dt>{t('pointsMall.amountRequirement')}</dt>
            <dd>
              {brand.currency.symbol} {formatAmount(item.amountRequirement, intl.locale)}
            </dd>
          </>
        )}
        <dt>{t('pointsMall.stock')}</dt>
        <dd>{item.availableQuantity > 0 ? `${item.availableQuantity} / ${item.quantity}` : t('pointsMall.soldOut')}</dd>
      </Facts>
      <p style={{ marginBottom: 0, fontSize: 12, opacity: 0.8 }}>{t('pointsMall.redeemSoon')}</p>
    </Modal>
  );
}

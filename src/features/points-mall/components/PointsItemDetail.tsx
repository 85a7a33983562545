import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { PointsItem, PointsRedeemValue } from '@/api/models';
import { useApiMutation } from '@/api/mutation';
import { useBrand } from '@/brand/brand-config';
import { Button } from '@/components/Button';
import { controlFace } from '@/components/control-face';
import { Icon } from '@/components/Icon';
import { IconButton } from '@/components/IconButton';
import { Modal } from '@/components/Modal';
import { SuccessNote } from '@/components/StateMessage';
import { FormAlert } from '@/components/form/FormLayout';
import { noteText } from '@/components/note-text';
import { formatAmount } from '@/lib/format';
import { openLoginPopup, requireRealAccount } from '@/session/prompts';
import { session, TRIAL_ACCOUNT_TYPE } from '@/session/session';
import { checkRedeem } from '../lib/redeem';
import { Points } from './PointsItemCard';
import { PasswordCheck, refusalOf } from './PasswordCheck';
import { theme } from '@/theme/theme';

const Img = styled.img`
  display: block;
  width: 100%;
  max-height: 200px;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  margin-bottom: ${theme.space(4)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(2)} ${theme.space(4)};
  margin: ${theme.space(4)} 0;
  dt {
    ${noteText('muted', 'sm')};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  input {
    width: 64px;
    height: 36px;
    ${controlFace('sm', 'background')};
    text-align: center;
  }
`;

const Problem = styled.p`
  margin: 0 0 ${theme.space(3)};
  ${noteText('danger', 'sm')};
  &:empty {
    display: none;
  }
`;

/**
 * One reward: its facts, then for a member the quantity (limited by the
 * platform's 99, the stock and their points), the total, and the login
 * password check before redeeming. Refusals say why in plain words.
 */
export function PointsItemDetail({
  item,
  points,
  onClose,
  onShowHistory,
}: {
  item: PointsItem;
  points: number | null;
  onClose: () => void;
  onShowHistory: () => void;
}) {
  const intl = useIntl();
  const brand = useBrand();
  const { token, member } = useSnapshot(session);
  // Trial accounts see the reward but redeeming asks for a real account (§5), before any form.
  const trial = member?.type === TRIAL_ACCOUNT_TYPE;
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const n = (v: number) => intl.formatNumber(v);
  const passwordId = useId();
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const [missingPassword, setMissingPassword] = useState(false);
  const [done, setDone] = useState<PointsRedeemValue | null>(null);
  const redeem = useApiMutation('pointsRedeem', { invalidates: ['pointsBalance', 'pointsItems', 'pointsRedeemList', 'pointsReward'] });
  const check = checkRedeem(item, points ?? 0, quantity);
  const refusal = redeem.error ? refusalOf(redeem.error) : null;
  const problemText =
    check.problem && points !== null
      ? t(`pointsMall.problem.${check.problem}`, { points: n(points), cost: n(check.cost), max: n(check.max), stock: n(item.availableQuantity) })
      : '';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!requireRealAccount() || check.problem) return;
    if (!password) {
      setMissingPassword(true);
      return;
    }
    try {
      setDone(await redeem.run({ itemId: item.id, quantity, password }));
      setPassword('');
    } catch {
      // Shown from redeem.error.
    }
  };

  const formId = `${passwordId}-form`;
  const footer = done ? (
    <>
      <Button variant="secondary" onClick={onShowHistory}>
        {t('pointsMall.tab.history')}
      </Button>
      <Button onClick={onClose}>{t('common.close')}</Button>
    </>
  ) : !token ? (
    <Button onClick={() => openLoginPopup('login')}>{t('pointsMall.loginToRedeem')}</Button>
  ) : trial ? (
    <Button onClick={requireRealAccount} data-testid="points-redeem">
      {t('pointsMall.redeem')}
    </Button>
  ) : (
    <Button type="submit" form={formId} loading={redeem.pending} disabled={points !== null && check.problem !== null} data-testid="points-redeem">
      {t('pointsMall.redeem')}
    </Button>
  );

  return (
    <Modal open onClose={onClose} title={item.name} size="sm" testId="points-detail" footer={footer}>
      {done ? (
        <SuccessNote data-testid="points-redeemed">
          <Icon name="gift" size={40} />
          <p>{t('pointsMall.redeemed', { name: done.redemption.itemName, quantity: done.redemption.quantity })}</p>
          <p>{t('pointsMall.redeemedLeft', { points: n(done.points) })}</p>
        </SuccessNote>
      ) : (
        <>
          <Img src={item.image} alt="" width={360} height={200} />
          <p style={{ margin: 0 }}>{item.description}</p>
          <Facts>
            <dt>{t('pointsMall.cost')}</dt>
            <dd>
              <Points>{t('pointsMall.points', { points: n(item.pointsRequirement) })}</Points>
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
            <dd>{item.availableQuantity > 0 ? `${n(item.availableQuantity)} / ${n(item.quantity)}` : t('pointsMall.soldOut')}</dd>
            {token && !trial && points !== null && (
              <>
                <dt>{t('pointsMall.myPoints')}</dt>
                <dd data-testid="points-mine">{n(points)}</dd>
              </>
            )}
          </Facts>
          {token && !trial && (
            <form id={formId} onSubmit={submit} noValidate>
              <Facts>
                <dt>
                  <label htmlFor={`${passwordId}-qty`}>{t('pointsMall.quantity')}</label>
                </dt>
                <dd>
                  <Stepper>
                    <IconButton
                      compact
                      type="button"
                      aria-label={t('pointsMall.less')}
                      disabled={quantity <= 1}
                      onClick={() => setQuantity((q) => Math.max(1, q - 1))}
                    >
                      <Icon name="minus" size={16} />
                    </IconButton>
                    <input
                      id={`${passwordId}-qty`}
                      inputMode="numeric"
                      value={quantity}
                      data-testid="points-quantity"
                      onChange={(e) => setQuantity(Number(e.target.value.replace(/\D/g, '')) || 0)}
                    />
                    <IconButton compact type="button" aria-label={t('pointsMall.more')} onClick={() => setQuantity((q) => q + 1)}>
                      <Icon name="plus" size={16} />
                    </IconButton>
                  </Stepper>
                </dd>
                <dt>{t('pointsMall.total')}</dt>
                <dd>
                  <Points data-testid="points-total">{t('pointsMall.points', { points: n(check.cost) })}</Points>
                </dd>
              </Facts>
              <Problem role="alert" data-testid="points-problem">
                {problemText}
              </Problem>
              <PasswordCheck
                id={passwordId}
                value={password}
                onChange={(v) => {
                  setPassword(v);
                  setMissingPassword(false);
                }}
                error={missingPassword ? t('pointsMall.error.passwordRequired') : refusal?.field === 'password' ? t(refusal.key) : undefined}
              />
              <FormAlert role="alert" style={{ marginTop: 12 }}>
                {refusal && !refusal.field ? t(refusal.key) : ''}
              </FormAlert>
            </form>
          )}
        </>
      )}
    </Modal>
  );
}

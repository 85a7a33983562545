import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Promotion, PromotionState, RaffleClaim } from '@/api/models';
import { useApiMutation } from '@/api/mutation';
import { AlertDialog } from '@/components/AlertDialog';
import { Button } from '@/components/Button';
import { useMoney } from '@/components/useMoney';
import { requireRealAccount } from '@/session/prompts';
import { promotionView, visitorView, type PromotionView } from '../lib/promotion-action';
import { promotionErrorKey } from '../lib/errors';
import { ApplicationDialog } from './ApplicationDialog';
import { theme } from '@/theme/theme';

const Row = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${theme.space(1.5)};
`;

const tones = {
  success: 'success',
  pending: 'primary',
  danger: 'danger',
  muted: 'textMuted',
} as const;

export const StatusLabel = styled.span<{ tone: keyof typeof tones }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  padding: 0 ${theme.space(3)};
  border-radius: ${theme.radius.md};
  border: 1px solid currentColor;
  color: ${(p) => theme.colours[tones[p.tone]]};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
`;

const Note = styled.p<{ error?: boolean }>`
  margin: 0;
  color: ${(p) => (p.error ? theme.colours.danger : theme.colours.textMuted)};
  font-size: ${theme.font.size.xs};
  &:empty {
    display: none;
  }
`;

const INVALIDATES = ['promotionStates', 'rewardCenter'] as const;

/**
 * The join / claim / apply / draw button of a promotion, or the label of where
 * the member stands (§4 activity statuses). Visitors are asked to log in and
 * trial accounts get the real-account warning before anything is sent.
 */
export function PromotionAction({ promotion, state, loading }: { promotion: Promotion; state: PromotionState | undefined; loading?: boolean }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const join = useApiMutation('promotionJoin', { invalidates: [...INVALIDATES] });
  const claim = useApiMutation('promotionClaim', { invalidates: [...INVALIDATES] });
  const raffle = useApiMutation<RaffleClaim>('raffleClaim', { invalidates: [...INVALIDATES] });
  const [applying, setApplying] = useState(false);
  const [prize, setPrize] = useState<RaffleClaim | null>(null);
  const [done, setDone] = useState<string>('');
  const view: PromotionView = state ? promotionView(state.mode, state.status) : visitorView(promotion.status);
  const error = join.error ?? claim.error ?? raffle.error;
  const pending = join.pending || claim.pending || raffle.pending;
  const money = useMoney().format;

  const act = async () => {
    if (!requireRealAccount()) return;
    if (!state || view.kind !== 'button') return;
    setDone('');
    const body = { promotionId: promotion.id };
    try {
      if (view.action === 'apply') setApplying(true);
      else if (view.action === 'join') {
        await join.run(body);
        setDone(t('promotions.done.joined'));
      } else if (view.action === 'claim') {
        const after = await claim.run(body);
        setDone(t('promotions.done.claimed', { amount: money(after.amount ?? '0') }));
      } else setPrize(await raffle.run(body));
    } catch {
      // The refusal is shown from the mutation's error below.
    }
  };

  return (
    <Row data-testid="promotion-action" data-status={state?.status ?? promotion.status}>
      {view.kind === 'button' ? (
        <Button fullWidth loading={pending} disabled={loading} onClick={act} data-action={view.action}>
          {t(view.labelKey)}
          {state?.bonus && (view.action === 'claim' || view.action === 'apply') ? ` · ${money(state.bonus)}` : ''}
        </Button>
      ) : (
        <StatusLabel tone={view.tone}>
          {t(view.labelKey)}
          {state?.amount && !state.prize && (state.status === 'claimed' || state.status === 'issued') ? ` · ${money(state.amount)}` : ''}
          {state?.prize ? ` · ${state.prize}` : ''}
        </StatusLabel>
      )}
      <Note aria-live="polite">{done}</Note>
      {state?.status === 'rejected' && state.remark && <Note>{t('promotions.rejectedBecause', { remark: state.remark })}</Note>}
      {state?.status === 'applying' && state.application && <Note>{t('promotions.appliedOn', { time: state.application.applyTime })}</Note>}
      <Note error role="alert">
        {error ? t(promotionErrorKey(error)) : ''}
      </Note>
      {applying && state && <ApplicationDialog promotion={promotion} onClose={() => setApplying(false)} onDone={() => setDone(t('promotions.done.applied'))} />}
      <AlertDialog
        open={prize !== null}
        title={t('promotions.raffle.title')}
        message={prize ? t('promotions.raffle.won', { prize: prize.prize, ticket: prize.ticketNo }) : ''}
        onConfirm={() => setPrize(null)}
      />
    </Row>
  );
}

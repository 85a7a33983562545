import { useApiQuery } from '@/api/query';
import { Skeleton, SkeletonStack } from '@/components/Skeleton';
import { ErrorState } from '@/components/StateMessage';
import { Stack } from '@/components/Stack';
import { useProtectionFormat } from '../hooks/useProtectionFormat';
import { BlockSection } from './BlockSection';
import { LimitsSection } from './LimitsSection';
import { StatementSection } from './StatementSection';
import { Muted } from '@/components/Muted';

/** The member centre's "Safer gambling" page: limits, a break, self-exclusion, the activity statement. */
export function SaferGamblingPage() {
  const f = useProtectionFormat();
  const state = useApiQuery('protection');
  if (state.status === 'loading')
    return (
      <SkeletonStack gap={16}>
        <Skeleton width="60%" height={20} />
        <Skeleton width="100%" height={220} />
        <Skeleton width="100%" height={140} />
      </SkeletonStack>
    );
  if (state.status === 'error' || !state.data) return <ErrorState messageKey="error.network" onRetry={state.retry} />;
  const s = state.data;
  return (
    <Stack data-testid="safer-gambling">
      <Muted>{f.t('protection.intro')}</Muted>
      <LimitsSection state={s} />
      <BlockSection kind="timeOut" state={s} />
      <BlockSection kind="selfExclusion" state={s} />
      <StatementSection />
    </Stack>
  );
}

export default SaferGamblingPage;

import { useApiQuery } from '@/api/query';
import { Button } from '@/components/Button';
import { useProtectionFormat } from '../hooks/useProtectionFormat';
import { LimitPrompt } from './LimitPrompt';
import { Panel, PanelTitle } from '@/components/Panel';

/**
 * Above the deposit form (composed by src/app): the link to the safer-gambling page (UK RTS 12C) and, before a
 * first deposit where the profile says so, the deposit-limit prompt inline (RTS 12A), so the form stays usable.
 */
export function DepositNotice({ onOpen }: { onOpen: () => void }) {
  const f = useProtectionFormat();
  const state = useApiQuery('protection');
  const prompt = state.data?.promptDue && state.data.rules.limitPrompt === 'firstDeposit';
  return (
    <>
      {prompt && state.data && (
        <Panel aria-labelledby="deposit-limit-prompt">
          <PanelTitle id="deposit-limit-prompt">{f.t('protection.prompt.title')}</PanelTitle>
          <LimitPrompt state={state.data} />
        </Panel>
      )}
      <SaferGamblingLink onOpen={onOpen} />
    </>
  );
}

/** "Safer gambling: limits, breaks and your history" as a link-styled button (home, deposit page). */
export function SaferGamblingLink({ onOpen }: { onOpen: () => void }) {
  const f = useProtectionFormat();
  return (
    <Button type="button" variant="ghost" size="sm" onClick={onOpen} data-testid="safer-gambling-link">
      {f.t('protection.link')}
    </Button>
  );
}

export default DepositNotice;

import { useState } from 'react';
import { useApiMutation } from '@/api/mutation';
import type { ProtectionState } from '@/api/types.generated';
import { blockEnd } from '@/brand/player-protection';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { Checkbox } from '@/components/form/Checkbox';
import { Select } from '@/components/form/Select';
import { parsePlatformTime } from '@/lib/format';
import { signOut } from '@/session/lifecycle';
import { useProtectionFormat } from '../hooks/useProtectionFormat';
import { errorText as refusalText } from '@/api/errors';
import { protectionNotice } from '../stores/protection';
import { Consequences, Row } from './SaferGamblingParts';
import { Muted } from '@/components/Muted';
import { Panel, PanelTitle } from '@/components/Panel';

type Kind = 'timeOut' | 'selfExclusion';
const PERMANENT = 'permanent';

/**
 * A break (time-out, days) or a self-exclusion (months or permanent). Choosing opens a confirmation that says
 * exactly what happens; confirming asks the platform, which ends every session at once, then signs out here.
 */
export function BlockSection({ kind, state }: { kind: Kind; state: ProtectionState }) {
  const f = useProtectionFormat();
  const r = state.rules;
  const lengths = kind === 'timeOut' ? r.timeOutDays : r.selfExclusionMonths;
  const options = [
    ...lengths.map((n) => ({ value: String(n), label: f.t(kind === 'timeOut' ? 'protection.days' : 'protection.months', { n }) })),
    ...(kind === 'selfExclusion' && r.permanentExclusion ? [{ value: PERMANENT, label: f.t('protection.permanent') }] : []),
  ];
  const [choice, setChoice] = useState(options[0]?.value ?? '');
  const [allBrands, setAllBrands] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const block = useApiMutation('protectionBlock');
  if (!options.length) return null;

  const length = choice === PERMANENT ? null : Number(choice);
  // The platform's clock (QA may have moved it), so the date shown is the date it will answer.
  const now = parsePlatformTime(state.serverTime)?.getTime() ?? 0;
  const end = blockEnd(now, kind === 'timeOut' ? 'days' : 'months', length);
  const endText = end === null ? null : f.at(end);
  const prefix = `protection.${kind}`;

  const confirm = async () => {
    setError(null);
    try {
      const v = await block.run({ kind, length, ...(r.askAllBrands ? { allBrands } : {}) });
      protectionNotice.ended = { kind, until: v.until };
      setConfirming(false);
      // The platform already ended every session; this clears this tab.
      await signOut();
    } catch (err) {
      setError(refusalText(err, f.t));
    }
  };

  return (
    <Panel aria-labelledby={`${kind}-title`} data-testid={`block-${kind}`}>
      <PanelTitle id={`${kind}-title`}>{f.t(`${prefix}.title`)}</PanelTitle>
      <Muted>{f.t(`${prefix}.intro`)}</Muted>
      <Row>
        <Select id={`${kind}-length`} label={f.t(`${prefix}.length`)} value={choice} options={options} onChange={setChoice} />
        <Button type="button" variant={kind === 'selfExclusion' ? 'danger' : 'secondary'} onClick={() => setConfirming(true)}>
          {f.t(`${prefix}.start`)}
        </Button>
      </Row>
      {kind === 'selfExclusion' && r.askAllBrands && (
        <Checkbox id="exclusion-all-brands" label={f.t('protection.selfExclusion.allBrands')} checked={allBrands} onChange={setAllBrands} />
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={f.t(`${prefix}.confirmTitle`)}
        size="sm"
        role="alertdialog"
        testId={`confirm-${kind}`}
        footer={
          <>
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)} disabled={block.pending}>
              {f.t('protection.cancel')}
            </Button>
            <Button type="button" variant="danger" onClick={() => void confirm()} loading={block.pending}>
              {f.t(`${prefix}.confirm`)}
            </Button>
          </>
        }
      >
        <Consequences>
          <li>{endText ? f.t(`${prefix}.until`, { date: endText }) : f.t('protection.selfExclusion.forever')}</li>
          <li>{f.t('protection.consequence.logout')}</li>
          <li>{f.t('protection.consequence.noLogin')}</li>
          {kind === 'selfExclusion' && <li>{f.t('protection.consequence.final')}</li>}
          {kind === 'selfExclusion' && r.askAllBrands && allBrands && <li>{f.t('protection.consequence.allBrands')}</li>}
          <li>{f.t('protection.consequence.balance')}</li>
        </Consequences>
        {error && <Muted role="alert">{error}</Muted>}
      </Modal>
    </Panel>
  );
}

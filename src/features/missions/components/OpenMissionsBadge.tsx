import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useApiQuery } from '@/api/query';
import { CountBadge } from '@/components/CountBadge';
import { session, TRIAL_ACCOUNT_TYPE } from '@/session/session';
import { openMissionCount } from '../lib/missions';

const Badge = styled(CountBadge)`
  margin-inline-start: auto;
  font-variant-numeric: tabular-nums;
`;

/** The open-mission count beside the mission entry of the member centre (§2), only when above 0. */
export function OpenMissionsBadge() {
  const intl = useIntl();
  const s = useSnapshot(session);
  const enabled = Boolean(s.token) && s.member?.type !== TRIAL_ACCOUNT_TYPE;
  const res = useApiQuery('missionSummary', { enabled, staleMs: 60_000 });
  const count = enabled ? openMissionCount(res.data) : 0;
  if (count <= 0) return null;
  return (
    <Badge data-testid="open-missions-badge" aria-label={intl.formatMessage({ id: 'missions.openCount' }, { count })}>
      {count > 99 ? '99+' : count}
    </Badge>
  );
}

export default OpenMissionsBadge;

import { useSnapshot } from 'valtio';
import { useApiQuery } from '@/api/query';
import { session } from '@/session/session';
import { pickServiceEntries, type ServiceEntry } from '../api/pick-service-url';

/** VIP club levels from this rank on are served by the VIP desk (§3 clubLabel.rankLevel). */
const VIP_RANK = 3;

/** The live-chat and VIP-desk entries (§3 customer service) this player may open; none until the list is in. */
export function useServiceEntries(): ServiceEntry[] {
  const { member } = useSnapshot(session);
  const { data } = useApiQuery('customerService');
  const isVip = Boolean(member && (member.memberLabel?.some((l) => /vip/i.test(l)) || (member.clubLabel?.rankLevel ?? 0) >= VIP_RANK));
  return data ? pickServiceEntries(data.customerService, isVip) : [];
}

import { useCallback } from 'react';
import { useApiQuery } from '@/api/query';
import { isSafeExternalUrl } from '@/lib/safe-link';

/**
 * "Become an agent" (§6): the AFFILIATELINK resource when the platform has one,
 * else customer service (passed in by src/app, which composes the support
 * feature). The resources are read ahead, so the click opens a window at once
 * (a window opened after an await is blocked as a popup).
 */
export function useBecomeAgent(openCustomerService: () => unknown, enabled = true): () => void {
  const q = useApiQuery('resources', { staleMs: 10 * 60_000, enabled });
  const link = q.data?.find((r) => r.resourceType === 'AFFILIATELINK')?.url;
  return useCallback(() => {
    if (link && isSafeExternalUrl(link)) window.open(link, '_blank', 'noopener');
    else void openCustomerService();
  }, [link, openCustomerService]);
}

import { useEffect } from 'react';
import { useApiQuery } from '@/api/query';

const SINGLE_WALLET_HIDES = ['transferFund'] as const;
const NONE: readonly never[] = [];

/** Member-centre pages this merchant does not offer: the wallet transfer on a single-wallet merchant (§7 merchantWallet isSingle). */
export function useWalletHiddenPages(enabled: boolean): readonly 'transferFund'[] {
  const wallet = useApiQuery('merchantWallet', { enabled, staleMs: 60_000 });
  const isSingle = wallet.data?.isSingle;
  // Session key `merchantWallet` (§3): the merchant's wallet kind, as the platform last said it.
  useEffect(() => {
    if (isSingle === undefined) return;
    try {
      sessionStorage.setItem('merchantWallet', JSON.stringify({ isSingle }));
    } catch {
      // storage disabled
    }
  }, [isSingle]);
  return isSingle ? SINGLE_WALLET_HIDES : NONE;
}

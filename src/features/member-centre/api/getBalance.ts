import { api } from '@/api/api';
import type { BalanceValue } from '@/api/models';

export async function getBalance(signal?: AbortSignal): Promise<number> {
  const value = await api.call<BalanceValue>('balance', { signal });
  return value.sumBalance;
}

import { api } from '@/api/api';
import type { Promotions } from '@/api/models';

let listCache: Promise<Promotions> | null = null;

/** All promotions and their categories; cached per page load (the home teaser and the list share it). */
export function getPromotions(): Promise<Promotions> {
  listCache ??= api.call<Promotions>('promotions').catch((err: unknown) => {
    listCache = null;
    throw err;
  });
  return listCache;
}

import { api } from '@/api/api';
import type { ServiceLinks } from '@/api/models';

export function getServiceLinks(signal?: AbortSignal): Promise<ServiceLinks> {
  return api.call('customerService', { signal });
}

import { api } from '@/api/api';
import type { HelpCenter } from '@/api/models';

export function getHelpCentre(signal?: AbortSignal): Promise<HelpCenter> {
  return api.call('helpCenter', { signal });
}

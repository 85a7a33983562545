import { api } from '@/api/api';
import type { SystemStatus } from '@/api/models';

export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return api.call('systemStatus', { signal, timeout: 8000 });
}

import { api } from '@/api/api';
import type { SystemStatus } from '@/api/models';

/** The platform's status (§2, §4): asked by boot before React, and again by the system-status gate while blocked. */
export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return api.call('systemStatus', { signal, timeout: 8000 });
}

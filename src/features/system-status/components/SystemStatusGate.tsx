import type { ReactNode } from 'react';
import type { SystemStatus } from '@/api/models';
import { useSystemStatus } from '../hooks/useSystemStatus';
import { MaintenanceScreen } from './MaintenanceScreen';
import { IpRestrictionScreen } from './IpRestrictionScreen';

export interface SystemStatusGateProps {
  children: ReactNode;
  /** Shown while the first answer is pending (the app's skeleton frame). */
  pending: ReactNode;
  /** The status request started at boot, so it overlaps the app chunk download. */
  first?: Promise<SystemStatus> | null;
  logoUrl: string;
  brandName: string;
  onContactUs: () => void;
}

/** 0 renders the app, 1 maintenance, 2 IP restriction (§2, §4). Rechecks while blocked. */
export function SystemStatusGate({ children, pending, first, ...screen }: SystemStatusGateProps) {
  const state = useSystemStatus(first);
  if (state.phase === 'checking') return <>{pending}</>;
  const { status } = state;
  if (status.status === 1) return <MaintenanceScreen endTime={status.endTime} {...screen} />;
  if (status.status === 2) return <IpRestrictionScreen ip={status.ip} country={status.country} {...screen} />;
  return <>{children}</>;
}

import { lazy, type ReactNode } from 'react';
import type { SystemStatus } from '@/api/models';
import { useSystemStatus } from '../hooks/useSystemStatus';

// Most visits never see them: each screen downloads when the platform says it is blocked. The answer arrives in a
// transition (useSystemStatus) and no boundary sits between here and the root, so what shows stays until the screen is in.
const MaintenanceScreen = lazy(() => import('./MaintenanceScreen').then((m) => ({ default: m.MaintenanceScreen })));
const IpRestrictionScreen = lazy(() => import('./IpRestrictionScreen').then((m) => ({ default: m.IpRestrictionScreen })));

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

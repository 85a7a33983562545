/**
 * What src/app uses of the member centre (the one file app may import here,
 * scripts/check-layers.ts): the overlay (a loader), its store, and the types of
 * the page registry app fills (src/app/overlays/member-centre-pages.tsx).
 */
export const loadMemberCentreOverlay = () => import('./components/MemberCentreOverlay').then((m) => ({ default: m.MemberCentreOverlay }));

export type { MemberCentreBadges, MemberCentrePages } from './components/MemberCentreOverlay';
export { memberCentre, openMemberCentre, type MemberCentrePage } from './stores/member-centre';
export { useBalance } from './hooks/useBalance';

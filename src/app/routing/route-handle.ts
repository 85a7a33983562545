import type { BrandConfig } from '@/brand/brand-config.generated';

/** Banner route groups of §2: the keys of the brand schema's `bannerGroups`, which maps them to server group names. */
export type BannerRouteGroup = keyof NonNullable<BrandConfig['bannerGroups']>;

/** Which parts of the frame a route shows (the §2 table). */
export interface RouteLayout {
  side?: boolean;
  header?: boolean;
  banner?: BannerRouteGroup;
  footer?: boolean;
  /** §2: the side menu starts collapsed on /seamless and /vnlottery. */
  sideCollapsed?: boolean;
}

/** Paths a visitor without a token may open when the brand's route guard is on (§2). */
export const GUARD_OPEN_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Pure guard rule (§2): where to send this visitor, or null to let them through. */
export function guardRedirect(pathname: string, hasToken: boolean, guardOn: boolean): string | null {
  if (!guardOn || hasToken) return null;
  return GUARD_OPEN_PATHS.includes(pathname) ? null : '/login';
}

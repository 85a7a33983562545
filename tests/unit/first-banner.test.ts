// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '@/app/routing/paths';
import { bannerGroupOfPath, serverBannerGroup } from '@/app/bootstrap/first-banner';

describe("boot's banner lookup (fetched before the route table downloads)", () => {
  it('gives every path the banner group of its route, and none where the route has none', () => {
    for (const r of ROUTE_TABLE) expect(bannerGroupOfPath(r.path), r.path).toBe(r.layout.banner ?? null);
    expect(bannerGroupOfPath('/no-such-page')).toBeNull();
    expect(bannerGroupOfPath('/toString')).toBeNull();
  });

  it('maps route groups to the brand server groups', () => {
    expect(serverBannerGroup({ home: 'w_home' }, 'home')).toBe('w_home');
    expect(serverBannerGroup({}, 'register')).toBe('w_reg');
    expect(serverBannerGroup({}, 'rng')).toBe('rng');
  });
});

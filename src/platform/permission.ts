import type { Permission } from '@/api/models';
import { fetchQuery } from '@/api/query';
import { setPlatformVeto } from '@/flags/store';

/**
 * The permission answer (§3, §7): asked once per page load through the shared query cache, for every part that
 * reads it (image and launch CDNs, the analytics tag, the register permission). Its
 * `info.register` false closes registration whatever the settings tree says (the flags' platform veto), so a
 * domain the platform does not let register offers no way to it.
 */
let pending: Promise<Permission | null> | null = null;

export function loadPermission(): Promise<Permission | null> {
  pending ??= fetchQuery('permission', { query: { url: window.location.host }, staleMs: Number.POSITIVE_INFINITY }).then(
    (p) => {
      setPlatformVeto('directRegistration', p.info.register === false);
      return p;
    },
    // No answer: nothing is closed by it, and its readers fall back (same-origin images, no analytics).
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}

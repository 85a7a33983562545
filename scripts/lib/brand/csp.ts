/**
 * The Content-Security-Policy each brand ships, as a meta tag in index.html and
 * as a header in nginx. Emotion injects <style> at run time, hence
 * 'unsafe-inline' for styles only; scripts are files ('self') plus the two boot
 * scripts inlined in <head>, allowed by their hashes (boot-script.ts); the brand
 * config and the first calls travel as inert application/json.
 */
import type { ResolvedBrandConfig } from '../../../src/brand/brand-config.ts';
import { INLINE_SCRIPTS_CSP_SOURCES } from './boot-script.ts';

function apiOrigin(baseUrl: string): string | undefined {
  if (!/^https?:\/\//.test(baseUrl)) return undefined;
  return new URL(baseUrl).origin;
}

/** Google Tag Manager serves the tag (script); Google Analytics receives its beacons (connect). Nothing else. */
export const ANALYTICS_SCRIPT_HOST = 'https://www.googletagmanager.com';
const ANALYTICS_BEACON_HOSTS = 'https://*.google-analytics.com https://*.analytics.google.com';

/**
 * Facebook and Google sign-in and Firebase phone auth against the real services (issue 32): the hosts the portal's
 * own requests reach (OpenID discovery and token endpoints, the Identity Toolkit). A provider the manifest turns
 * off is never allowed; the sandbox's stand-ins answer on the API's origin, allowed already.
 */
export const SIGN_IN_HOSTS = {
  google: 'https://accounts.google.com https://oauth2.googleapis.com',
  facebook: 'https://www.facebook.com https://graph.facebook.com',
  firebase: 'https://identitytoolkit.googleapis.com',
} as const;
export interface SignInFeatures {
  googleLogin?: boolean;
  facebookLogin?: boolean;
}
function signInSources(features: SignInFeatures | undefined): string {
  const on = (f: boolean | undefined) => f !== false;
  return [on(features?.googleLogin) && SIGN_IN_HOSTS.google, on(features?.facebookLogin) && SIGN_IN_HOSTS.facebook, SIGN_IN_HOSTS.firebase]
    .filter(Boolean)
    .join(' ');
}

/**
 * The brand's lines (src/api/lines.ts): its domains and mirrors, where the API also answers. Any port, so the local
 * stand-ins (the sandbox's hosts on the page's port) work as production's https hosts do; `*.` entries stay patterns.
 */
function lineSources(brand: { domains?: readonly string[]; mirrors?: readonly string[] }): string {
  return [...(brand.domains ?? []), ...(brand.mirrors ?? [])].map((host) => `${host}:*`).join(' ');
}

export function cspDirectives(
  brand: Pick<ResolvedBrandConfig, 'api'> & {
    analytics?: { consent?: string };
    domains?: readonly string[];
    mirrors?: readonly string[];
    features?: SignInFeatures;
  },
): [string, string][] {
  const api = apiOrigin(brand.api.baseUrl);
  // A brand with analytics off never allows the tag's hosts.
  const analytics = (brand.analytics?.consent ?? 'required') !== 'off';
  return [
    ['default-src', "'self'"],
    // The first-requests script's worker (boot-scripts.ts) is made from a Blob: no file, no extra round trip.
    ['worker-src', "'self' blob:"],
    ['script-src', `'self' ${INLINE_SCRIPTS_CSP_SOURCES}${analytics ? ` ${ANALYTICS_SCRIPT_HOST}` : ''}`],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data: https:"],
    ['font-src', "'self' data:"],
    [
      'connect-src',
      [`'self'`, api, lineSources(brand), analytics ? `${ANALYTICS_SCRIPT_HOST} ${ANALYTICS_BEACON_HOSTS}` : '', signInSources(brand.features)]
        .filter(Boolean)
        .join(' '),
    ],
    ['frame-src', "'self' https:"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
}

/**
 * `header` adds frame-ancestors, which browsers ignore (with a console
 * warning) in a meta tag: clickjacking protection must come from the server.
 */
export function contentSecurityPolicy(brand: Parameters<typeof cspDirectives>[0], where: 'meta' | 'header'): string {
  const directives = cspDirectives(brand);
  if (where === 'header') directives.push(['frame-ancestors', "'self'"]);
  return directives.map(([k, v]) => `${k} ${v}`).join('; ');
}

import { proxy } from 'valtio';
import { loadPermission } from './permission';
import type { ResolvedBrandConfig } from '@/brand/brand-config';

/**
 * Web analytics (§3 permission `analytics.gtagId`): the standard Google tag, loaded only where the brand's
 * consent setting allows it (brand.json `analytics.consent`): `implied` loads it at once, `required` waits for
 * the player's yes (asked by the consent banner, remembered on this device), `off` never loads it (and the
 * brand's CSP does not allow its host). The snippet's inline part runs here, from the bundle, so the CSP
 * needs no inline script.
 */
export const ANALYTICS_CONSENT_KEY = 'analyticsConsent';
export const TAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

type Decision = 'granted' | 'denied';
export const analytics = proxy({
  /** The platform's tag id, once known (null: this merchant has none). */
  tagId: undefined as string | null | undefined,
  /** The player's answer on this device, if any. */
  decision: null as Decision | null,
  /** True while the banner should ask (consent required, a tag to load, no answer yet). */
  asking: false,
  loaded: false,
});

function stored(): Decision | null {
  try {
    const v = localStorage.getItem(ANALYTICS_CONSENT_KEY);
    return v === 'granted' || v === 'denied' ? v : null;
  } catch {
    return null;
  }
}

function load(tagId: string): void {
  if (analytics.loaded) return;
  analytics.loaded = true;
  const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer || [];
  w.gtag = function gtag() {
    // gtag reads the arguments object itself, as the standard snippet pushes it.
    w.dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', tagId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_SCRIPT}?id=${encodeURIComponent(tagId)}`;
  document.head.appendChild(script);
}

/** Asks the permission call for the tag id and loads the tag as far as the brand's consent setting allows. */
export async function startAnalytics(brand: Pick<ResolvedBrandConfig, 'analytics'>): Promise<void> {
  const consent = brand.analytics?.consent ?? 'required';
  if (consent === 'off') return;
  const p = await loadPermission();
  if (!p) return; // no permission answer: no analytics, nothing else is affected
  const tagId = p.info.analytics.gtagId;
  analytics.tagId = tagId;
  if (!tagId) return;
  analytics.decision = stored();
  if (consent === 'implied' || analytics.decision === 'granted') load(tagId);
  else analytics.asking = analytics.decision === null;
}

/** The player's answer from the consent banner. */
export function decideAnalytics(decision: Decision): void {
  analytics.decision = decision;
  analytics.asking = false;
  try {
    localStorage.setItem(ANALYTICS_CONSENT_KEY, decision);
  } catch {
    // private mode: the answer holds for this page only
  }
  if (decision === 'granted' && analytics.tagId) load(analytics.tagId);
}

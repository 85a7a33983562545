/**
 * The affiliate-code rules of §4, as pure decisions the register form follows.
 *
 * On mount a code in the site address is checked: valid → the field hides and
 * that code is sent; invalid → the field shows (if the server enables it); no
 * code → the field shows if enabled. On submit a filled, shown field is checked
 * first; a refusal shows the invitation-code warning and stops.
 */
export type SiteCodeState = { kind: 'none' } | { kind: 'checking'; code: string } | { kind: 'valid'; code: string } | { kind: 'invalid'; code: string };

/** The code a site address carries: `?affiliateCode=`, `?aff=` or `?code=` (first non-empty wins). */
export function siteAffiliateCode(search: string): string | null {
  const q = new URLSearchParams(search);
  for (const key of ['affiliateCode', 'aff', 'code']) {
    const v = q.get(key)?.trim();
    if (v) return v;
  }
  return null;
}

export const affiliateFieldHidden = (s: SiteCodeState) => s.kind === 'valid' || s.kind === 'checking';

/** What to do about the affiliate code at submit time. */
export type SubmitAffiliate = { check: string } | { send: string | undefined };

export function affiliateAtSubmit(site: SiteCodeState, fieldShown: boolean, typed: string | undefined): SubmitAffiliate {
  if (!fieldShown) return { send: site.kind === 'valid' ? site.code : undefined };
  const code = typed?.trim();
  return code ? { check: code } : { send: undefined };
}

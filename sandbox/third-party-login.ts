import { randomBytes } from 'node:crypto';
import type { Ctx } from './context';
import { idpOf, type Identity, type Provider } from './idp';
import { createRegisteredMember } from './registration';
import type { MemberRow } from './store';

/**
 * The platform's rules for Facebook and Google sign-in (§6, issue 32), once the ID token is verified:
 * 1. a person already linked (provider + subject) signs in as that member;
 * 2. else, when the provider vouches for the email address (email_verified) and one member of the merchant has
 *    it, that member is linked and signed in (an unverified address never links: it would hand the account over);
 * 3. else a new member is created (type 0, no password anyone knows, the address and name from the provider)
 *    and linked: its first sign-in is its registration.
 */
export function linkedMember(ctx: Ctx, provider: Provider, identity: Identity): MemberRow | undefined {
  const m = ctx.merchant.merchantCode;
  const idp = idpOf(ctx.sb.db);
  const linkedId = idp.linkedMember(m, provider, identity.subject);
  if (linkedId !== undefined) {
    const member = ctx.sb.store.memberById(linkedId);
    if (member && member.merchant === m) return member;
    idp.unlink(m, provider, identity.subject); // the member is gone (a QA reset): the person starts afresh
  }
  if (!identity.emailVerified || !identity.email) return undefined;
  const byEmail = ctx.sb.db.prepare('SELECT * FROM members WHERE merchant = ? AND lower(email) = lower(?) ORDER BY id LIMIT 1').get(m, identity.email) as
    MemberRow | undefined;
  if (byEmail) idp.link(m, provider, identity.subject, byEmail.id);
  return byEmail;
}

/** Rule 3: a new member for the person, signed in (the caller answers its token). */
export function createLinkedMember(ctx: Ctx, provider: Provider, identity: Identity) {
  const m = ctx.merchant.merchantCode;
  let account = `${provider[0]}${identity.subject.slice(0, 11)}`;
  while (ctx.sb.store.memberByAccount(m, account)) account = `${provider[0]}${randomBytes(6).toString('hex').slice(0, 11)}`;
  const created = createRegisteredMember(
    ctx,
    m,
    { username: account, password: randomBytes(24).toString('base64url'), email: identity.email ?? '' },
    { uplineId: null },
  );
  idpOf(ctx.sb.db).link(m, provider, identity.subject, created.member.id);
  return created;
}

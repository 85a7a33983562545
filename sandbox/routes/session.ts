import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import { memberOf } from '../context';
import { disabled, refuse } from '../envelope';
import { route } from '../route';
import { requireKnownIp } from '../ip-verification';
import { str } from '../params';
import { enforceRules } from '../rules';
import { createRegisteredMember, refuseTakenAccount } from '../registration';
import { verifyPassword, DECOY_HASH } from '../passwords';
import { newCaptchaText, renderCaptcha } from '../captcha';
import type { MemberRow } from '../store';
import { captchaKeys, clientOf, sameCode, securityOf, tooManyRequests, visitorOf } from '../security';
import { assertMayLogIn, startSession } from '../protection';
import { checkSms, sendSms } from '../verification';
import { requireHuman, settingsOf } from '../human-check';
import { idpOf, isProvider, type Provider } from '../idp';
import { e164, firebaseOf } from '../firebase';
import { createLinkedMember, linkedMember } from '../third-party-login';

/**
 * Login, registration, captcha, SMS codes and passwords (§4, §5, §7).
 * Refusal codes are listed in sandbox/README.md.
 */
/** Account types that are players (§9: members 0, agents 1 2 41 42, trial 4); others (operators) are refused NON_MEMBER. */
const PLAYER_TYPES = new Set([0, 1, 2, 4, 41, 42]);
const AGENT_TYPES = new Set([1, 2, 41, 42]);

const flag = (ctx: Ctx, modId: string) => ctx.sb.state.flag(ctx.merchant.merchantCode, modId);

/** Check this visitor's current captcha (security.ts: per visitor, not per merchant); consumed either way. */
function checkCaptcha(ctx: Ctx, answer: string, refusalValue: unknown = null): void {
  const sec = securityOf(ctx.sb.db);
  const visitor = visitorOf(ctx.req);
  const expected = sec.captcha(ctx.merchant.merchantCode, visitor);
  sec.consumeCaptcha(ctx.merchant.merchantCode, visitor);
  if (!answer) refuse('CAPTCHA_REQUIRED', 'Please enter the captcha.', 200, refusalValue);
  if (!expected || !sameCode(expected, answer)) refuse('INVALID_CAPTCHA', 'The captcha is incorrect.', 200, refusalValue);
}

function loginValue(ctx: Ctx, member: MemberRow) {
  // A time-out or self-exclusion refuses the login with its end date (issue 28).
  assertMayLogIn(ctx.sb, member);
  const token = ctx.sb.store.issueToken(member);
  startSession(ctx.sb, token, member);
  const firstTimeLogin = member.first_login === 1;
  if (firstTimeLogin) ctx.sb.store.clearFirstLogin(member.id);
  return { token, firstTimeLogin, passwordExpired: member.password_expired === 1 };
}

/** §6: accounts that are not players cannot log in; an agent-side login (agentLogin) takes agents only. */
function checkSide(member: MemberRow, agentLogin: boolean): MemberRow {
  if (!PLAYER_TYPES.has(member.type)) refuse('NON_MEMBER', 'This account is not a member account and cannot log in.');
  if (agentLogin && !AGENT_TYPES.has(member.type)) refuse('NON_AGENT', 'Non-agents cannot log in.');
  return member;
}

const sendSmsFor = (ctx: Ctx, purpose: string) => sendSms(ctx, str(ctx.body.mobileNum), purpose);

const PROVIDER_FLAGS: Record<Provider, { modId: string; name: string }> = {
  google: { modId: 'GOOGLELOGIN3', name: 'Google sign-in' },
  facebook: { modId: 'FACEBOOKLOGIN3', name: 'Facebook sign-in' },
};

/**
 * Facebook or Google sign-in (§6): the portal hands over the provider's ID token; the platform verifies it
 * (sandbox/idp.ts: signature, audience, issuer, expiry, used once), then links or creates the member
 * (third-party-login.ts). Any verification failure is one refusal, THIRD_PARTY_FAILED.
 */
async function thirdPartyLogin(ctx: Ctx, provider: Provider, idToken: string, agentLogin: boolean) {
  if (!flag(ctx, PROVIDER_FLAGS[provider].modId)) disabled(PROVIDER_FLAGS[provider].name);
  const identity = idToken ? await idpOf(ctx.sb.db).verifyIdToken(provider, ctx.merchant.merchantCode, idToken) : null;
  if (!identity) return refuse('THIRD_PARTY_FAILED', `The ${PROVIDER_FLAGS[provider].name} could not be verified, please try again.`);
  const member = linkedMember(ctx, provider, identity);
  if (member) return loginValue(ctx, checkSide(member, agentLogin));
  // A new person is a member, never an agent.
  if (agentLogin) refuse('NON_AGENT', 'Non-agents cannot log in.');
  const { token } = createLinkedMember(ctx, provider, identity);
  return { token, firstTimeLogin: true, passwordExpired: false };
}

/** The Firebase route (FIREBASESMS3): the phone number is proved by a Firebase ID token for it, used once. */
async function checkFirebasePhone(ctx: Ctx, payload: Record<string, unknown>, mobile: string): Promise<void> {
  const phone = e164(str(payload.countryDialingCode), mobile);
  const ok = await firebaseOf(ctx.sb.db).verifyPhoneToken(ctx.merchant.merchantCode, str(payload.firebaseIdToken), phone);
  if (!ok) refuse('INVALID_CODE', 'Invalid verification code.', 200, { field: 'verificationCode' });
}

async function register(ctx: Ctx, mode: 'username' | 'mobile') {
  const m = ctx.merchant.merchantCode;
  const { captcha: captchaRule, ...rules } = ctx.sb.state.rules(m); // the captcha has its own check and codes, below
  const payload = { ...ctx.body };
  const mobile = str(payload.mobileNum);
  if (mode === 'mobile') {
    if (!flag(ctx, 'MOBILENUMREG3')) disabled('Mobile registration');
    // registerMobile: the username is the mobile number (§2); its password is optional when MOBILENUMPASSREG3 is off.
    payload.username = mobile;
    const needPassword = flag(ctx, 'MOBILENUMPASSREG3');
    enforceRules(
      { ...rules, username: { ...rules.username!, enabled: false }, mobileNum: { ...rules.mobileNum!, enabled: true, required: true } },
      payload,
      needPassword ? ['password', 'mobileNum'] : ['mobileNum'],
    );
    if (!needPassword && !str(payload.password)) payload.password = payload.confirmPassword = `m${mobile}`;
  } else {
    if (!flag(ctx, 'USERNAMEREG3')) disabled('Username registration');
    enforceRules(rules, payload, ['username', 'password']);
  }
  if (str(payload.confirmPassword) !== str(payload.password))
    refuse('PASSWORD_MISMATCH', 'The two passwords are inconsistent.', 200, { field: 'confirmPassword' });
  // A shown captcha is checked when the rule requires it, or when one was typed anyway.
  if (captchaRule?.enabled && (captchaRule.required || str(payload.captcha))) checkCaptcha(ctx, str(payload.captcha));
  if (flag(ctx, 'REGMOBVERF3') && (mode === 'mobile' || mobile)) {
    if (flag(ctx, 'FIREBASESMS3')) await checkFirebasePhone(ctx, payload, mobile);
    else checkSms(ctx, { mobile, purpose: 'register', code: str(payload.verificationCode) });
  }

  const account = str(payload.username);
  refuseTakenAccount(ctx, m, account, mobile);

  const code = str(payload.affiliateCode) || str(payload.referralCode);
  const upline = code ? ctx.sb.store.agentByAffiliate(m, code) : undefined;
  if (code && str(payload.affiliateCode) && !upline) refuse('INVALID_AFFILIATE', 'Invalid invitation code.', 200, { field: 'affiliateCode' });

  const { member, token } = createRegisteredMember(ctx, m, payload, { uplineId: upline?.id ?? null, extraProfileFields: ['registerUrl', 'domain'] });
  return { token, firstTimeLogin: true, passwordExpired: false, account: member.account };
}

export function sessionRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, 'login', async (ctx) => {
    const m = ctx.merchant.merchantCode;
    const b = ctx.body;
    if (isProvider(b.type)) return thirdPartyLogin(ctx, b.type, str(b.idToken), b.agentLogin === true);
    if (b.type === 'firebase') {
      // SMS login by the Firebase route (§4): the Firebase ID token proves the number instead of the platform's code.
      if (!flag(ctx, 'MOBILEVERCODELOGIN3') || !flag(ctx, 'FIREBASESMS3')) disabled('SMS login by Firebase');
      const mobile = str(b.mobileNum);
      await checkFirebasePhone(ctx, b, mobile);
      const member = ctx.sb.store.memberByMobile(m, mobile);
      if (!member) refuse('USER_NOT_FOUND', 'No account uses this mobile number.');
      return loginValue(ctx, checkSide(member!, b.agentLogin === true));
    }
    if (b.type === 'sms') {
      if (!flag(ctx, 'MOBILEVERCODELOGIN3')) disabled('SMS login');
      const mobile = str(b.mobileNum);
      checkSms(ctx, { mobile, purpose: 'login', code: str(b.verificationCode) });
      // Only the owner of the number gets here (the code proved it): telling them it has no account reveals nothing.
      const member = ctx.sb.store.memberByMobile(m, mobile);
      if (!member) refuse('USER_NOT_FOUND', 'No account uses this mobile number.');
      return loginValue(ctx, checkSide(member!, b.agentLogin === true));
    }
    const account = str(b.username);
    const password = typeof b.password === 'string' ? b.password : '';
    if (!account || !password) refuse('INVALID_FIELD', 'Username and password are required.', 200, { captcha: false });
    // Brute force: repeated failures lock the account and the client for limits.lockMs (§8 "too many requests, retry after 5 minutes").
    const sec = securityOf(ctx.sb.db);
    const accountKey = `${m}|${account.toLowerCase()}`;
    const client = clientOf(ctx.req);
    const captchaAfter = sec.limits.captchaAfterFailures;
    // After failed tries the brand's human check stands in the way: the image captcha inline (providers none and
    // captcha, or CAPTCHA3 always), else the provider's check (token, slider) passed before the login is sent.
    const { provider } = settingsOf(ctx.sb, m);
    const inlineCaptcha = flag(ctx, 'CAPTCHA3') || provider === 'none' || provider === 'captcha';
    const member = ctx.sb.store.memberByAccount(m, account);
    // One account's logins are checked one after another (security.ts attemptAsync): each sees the failures the
    // previous one counted, so a parallel burst cannot pass the captcha or the lock.
    const verdict = await sec.attemptAsync(
      [
        { scope: 'login-account', key: accountKey, max: sec.limits.loginPerAccount, windowMs: sec.limits.windowMs },
        { scope: 'login-client', key: client, max: sec.limits.loginPerClient, windowMs: sec.limits.windowMs },
      ],
      // An unknown account costs the same scrypt as a known one: the answer time does not tell which accounts exist.
      // A failure is counted inside the lock, before the next login of the account is checked.
      async () => {
        const right = (await verifyPassword(password, member?.password_hash ?? DECOY_HASH)) && member !== undefined;
        if (!right) ctx.sb.store.addFailure(m, account);
        return right;
      },
      () => {
        const locked = Math.max(sec.lockedFor('login-account', accountKey), sec.lockedFor('login-client', client));
        if (locked > 0) tooManyRequests(locked, { captcha: true });
        const asked = flag(ctx, 'CAPTCHA3') || ctx.sb.store.failures(m, account) >= captchaAfter;
        if (asked && inlineCaptcha) checkCaptcha(ctx, str(b.captcha), { captcha: true });
        else if (asked) requireHuman(ctx, { captcha: false, human: true });
      },
    );
    if (!verdict.ok) {
      const failures = ctx.sb.store.failures(m, account);
      const asked = failures >= captchaAfter || flag(ctx, 'CAPTCHA3');
      refuse('LOGIN_FAILED', 'Incorrect username or password.', 200, { captcha: asked && inlineCaptcha, human: asked && !inlineCaptcha });
    }
    ctx.sb.store.clearFailures(m, account);
    sec.clear('login-account', accountKey);
    // Right password from an unregistered IP: one more step (loginVerify) before a token (§4).
    requireKnownIp(ctx.sb, member!);
    return loginValue(ctx, checkSide(member!, b.agentLogin === true));
  });

  // Free play: a fresh trial account (type 4) per call, logged in.
  route(app, sb, 'loginFreePlay', (ctx) => {
    if (!flag(ctx, 'FREEPLAY3')) disabled('Free play');
    const account = `guest${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const { token } = ctx.sb.store.createMemberWithToken({
      merchant: ctx.merchant.merchantCode,
      account,
      nickname: 'Guest',
      password: `g${Math.random()}1`,
      type: 4,
      balance: 2000,
    });
    return { token, firstTimeLogin: false, passwordExpired: false };
  });

  route(app, sb, 'logout', (ctx) => {
    ctx.sb.store.revokeToken(ctx.token!);
    return null;
  });

  // One captcha per visitor (security.ts): fetching one never invalidates another visitor's.
  route(app, sb, 'captcha', (ctx) => {
    const text = newCaptchaText();
    const sec = securityOf(ctx.sb.db);
    for (const visitor of captchaKeys(ctx.req, ctx.reply)) sec.setCaptcha(ctx.merchant.merchantCode, visitor, text);
    return renderCaptcha(text);
  });

  // Unknown numbers are answered like known ones (a code is "sent" either way): the answer does not reveal which accounts exist.
  route(app, sb, 'smsNoLogin', (ctx) => {
    if (!flag(ctx, 'MOBILEVERCODELOGIN3')) disabled('SMS login');
    return sendSmsFor(ctx, 'login');
  });
  route(app, sb, 'smsRegister', (ctx) => {
    if (ctx.sb.store.memberByMobile(ctx.merchant.merchantCode, str(ctx.body.mobileNum))) refuse('USER_EXISTS', 'This mobile number is already registered.');
    return sendSmsFor(ctx, 'register');
  });
  route(app, sb, 'smsForgotPassword', (ctx) => {
    if (!flag(ctx, 'CHNGPASSVERIF3')) disabled('Password reset by phone');
    return sendSmsFor(ctx, 'forgot');
  });

  route(app, sb, 'register', (ctx) => register(ctx, 'username'));
  route(app, sb, 'registerMobile', (ctx) => register(ctx, 'mobile'));

  route(app, sb, 'changePassword', async (ctx) => {
    const member = memberOf(ctx);
    const { oldPassword, newPassword, confirmNewPassword } = ctx.body as Record<string, string>;
    if (member.type === 4) refuse('TRIAL_ACCOUNT', 'Trial accounts cannot change the password.');
    if (!oldPassword || !(await verifyPassword(oldPassword, member.password_hash)))
      refuse('WRONG_PASSWORD', 'The old password is incorrect.', 200, { field: 'oldPassword' });
    if (newPassword !== confirmNewPassword) refuse('PASSWORD_MISMATCH', 'The two passwords are inconsistent.', 200, { field: 'confirmNewPassword' });
    enforceRules({ password: ctx.sb.state.rules(ctx.merchant.merchantCode).password! }, { password: newPassword }, ['password']);
    if (newPassword === oldPassword) refuse('INVALID_FIELD', 'The new password must differ from the old one.', 200, { field: 'newPassword' });
    ctx.sb.store.setPassword(member.id, newPassword!);
    // Every other session of this member ends (a thief logged in elsewhere is out); this one stays.
    ctx.sb.store.revokeOtherTokens(member.id, ctx.token!);
    return null;
  });

  route(app, sb, 'forgotPasswordEmail', (ctx) => {
    const { username, email } = ctx.body as Record<string, string>;
    const member = ctx.sb.store.memberByAccount(ctx.merchant.merchantCode, str(username));
    if (!member || !member.email || member.email.toLowerCase() !== str(email).toLowerCase()) refuse('USER_NOT_FOUND', 'The username or email does not exist.');
    return null;
  });

  route(app, sb, 'setPasswordByPhone', (ctx) => {
    if (!flag(ctx, 'CHNGPASSVERIF3')) disabled('Password reset by phone');
    const mobile = str(ctx.body.mobileNum);
    const member = ctx.sb.store.memberByMobile(ctx.merchant.merchantCode, mobile);
    checkSms(ctx, { mobile, purpose: 'forgot', code: str(ctx.body.verificationCode) });
    if (!member) refuse('USER_NOT_FOUND', 'No account uses this mobile number.');
    enforceRules({ password: ctx.sb.state.rules(ctx.merchant.merchantCode).password! }, { password: ctx.body.newPassword }, ['password']);
    ctx.sb.store.setPassword(member!.id, str(ctx.body.newPassword));
    // A reset ends every session of the member; the reset logs in afresh.
    ctx.sb.store.revokeOtherTokens(member!.id, null);
    return loginValue(ctx, { ...member!, password_expired: 0 });
  });

  // Affiliate codes belong to agents; a code is valid for the merchant whose domain (or *.localhost) asks.
  route(app, sb, 'affiliateCheck', (ctx) => {
    const code = str(ctx.query.code);
    const domain = str(ctx.query.domain).replace(/:\d+$/, '').toLowerCase();
    const ownDomain = !domain || ctx.merchant.domains.includes(domain) || domain === '127.0.0.1' || domain === 'localhost' || domain.endsWith('.localhost');
    const agent = code ? ctx.sb.store.agentByAffiliate(ctx.merchant.merchantCode, code) : undefined;
    if (!agent || !ownDomain) refuse('INVALID_AFFILIATE', 'Invalid invitation code.');
    return { valid: true, agent: agent!.account };
  });
}

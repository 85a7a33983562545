import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Sandbox } from '../context';
import { firebaseKeyOf, firebaseOf } from '../firebase';
import { clientOf, securityOf } from '../security';

/**
 * The Firebase phone-auth stand-in (sandbox/firebase.ts) at `/__firebase/identitytoolkit/v1/`, in the Identity
 * Toolkit's own request and error shapes ({ error: { code, message } }). The code of a send lands in the
 * sandbox's SMS inbox (QA reads it at /__sandbox/sms, the number's digits without the plus).
 */
const BASE = '/__firebase/identitytoolkit/v1';
/** Sends per client address in the SMS window: Firebase limits abuse by its own quotas. */
const SENDS_PER_CLIENT = 20;

const fail = (reply: FastifyReply, message: string, code = 400) =>
  reply.code(code).send({ error: { code, message, status: code === 429 ? 'RESOURCE_EXHAUSTED' : 'INVALID_ARGUMENT' } });

export function firebaseRoutes(app: FastifyInstance, sb: Sandbox): void {
  const merchantOfKey = (key: string | undefined) => sb.merchants.list.find((m) => firebaseKeyOf(m.merchantCode) === key);
  const allowAnyOrigin = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*').header('cache-control', 'no-store');

  // Fastify reads ':' as a parameter: '::' is a literal colon.
  app.post<{ Querystring: { key?: string }; Body: { phoneNumber?: unknown } }>(`${BASE}/accounts::sendVerificationCode`, async (req, reply) => {
    allowAnyOrigin(reply);
    const merchant = merchantOfKey(req.query.key);
    if (!merchant) return fail(reply, 'API_KEY_INVALID');
    const phone = typeof req.body?.phoneNumber === 'string' ? req.body.phoneNumber : '';
    if (!/^\+\d{8,15}$/.test(phone)) return fail(reply, 'INVALID_PHONE_NUMBER');
    const sec = securityOf(sb.db);
    const client = clientOf(req);
    if (sec.count('sms-send-client', client, sec.limits.smsWindowMs) >= SENDS_PER_CLIENT) return fail(reply, 'TOO_MANY_ATTEMPTS_TRY_LATER', 429);
    sec.hit('sms-send-client', client, sec.limits.smsWindowMs);
    // The inbox keeps the digits; the store's own limit (10 per number in 5 minutes) applies.
    const sent = sb.store.sendSms(merchant.merchantCode, phone.slice(1), 'firebase');
    if (!sent) return fail(reply, 'TOO_MANY_ATTEMPTS_TRY_LATER', 429);
    return { sessionInfo: firebaseOf(sb.db).start(merchant.merchantCode, phone, sent.code) };
  });

  app.post<{ Querystring: { key?: string }; Body: { sessionInfo?: unknown; code?: unknown } }>(
    `${BASE}/accounts::signInWithPhoneNumber`,
    async (req, reply) => {
      allowAnyOrigin(reply);
      const merchant = merchantOfKey(req.query.key);
      if (!merchant) return fail(reply, 'API_KEY_INVALID');
      const { sessionInfo, code } = req.body ?? {};
      if (typeof sessionInfo !== 'string' || !sessionInfo) return fail(reply, 'MISSING_SESSION_INFO');
      if (typeof code !== 'string' || !code) return fail(reply, 'MISSING_CODE');
      const firebase = firebaseOf(sb.db);
      const result = firebase.confirm(sessionInfo, code);
      if (!result.ok) return fail(reply, result.error);
      if (result.session.merchant !== merchant.merchantCode) return fail(reply, 'SESSION_EXPIRED');
      return {
        idToken: await firebase.idToken(result.session),
        refreshToken: `sandbox-refresh-${sessionInfo.slice(0, 12)}`,
        expiresIn: '3600',
        localId: sessionInfo.slice(0, 28),
        isNewUser: true,
        phoneNumber: result.session.phoneNumber,
      };
    },
  );
}

import { expect } from 'vitest';
import { createApiClient, type ApiClient, type CallOptions } from '../../../src/api/client';
import type { EndpointName } from '../../../src/api/endpoints';
import { ApiError } from '../../../src/api/errors';
import type { Answer } from '../../../src/api/query';
import type { LoginValue } from '../../../src/api/models';
import { SEED_PASSWORD } from '../../../sandbox/fixtures/accounts';

/**
 * The integration tests' way into a running test sandbox: the portal's own
 * client (typed by the contract: `c.call('balance')` is ResponseOf<'balance'>),
 * a signed-in seeded account, a freshly registered member, a refusal caught as
 * ApiError, and the QA switches under /__sandbox. Every helper takes the
 * sandbox's URL, known once `startTestSandbox()` has answered.
 */
export type Client = Omit<ApiClient, 'call'> & {
  token: string | null;
  /** The account signed in ('' for a visitor). */
  account: string;
  call<T = never, N extends EndpointName = EndpointName>(name: N, options?: CallOptions): Promise<Answer<T, N>>;
};

export function clientFor(url: string, merchant: string): Client {
  const c: Client = Object.assign(
    createApiClient({ baseUrl: url, merchantCode: merchant, getToken: () => c.token, getLanguage: () => 'EN', retries: 0, timeout: 10_000 }) as Omit<
      Client,
      'token' | 'account'
    >,
    { token: null as string | null, account: '' },
  );
  return c;
}

/** An account signed in (a seeded one with the seed password by default). */
export async function loggedIn(url: string, account: string, merchant: string, password = SEED_PASSWORD): Promise<Client> {
  const c = clientFor(url, merchant);
  c.token = (await c.call<LoginValue>('login', { body: { type: 'username', username: account, password } })).token;
  c.account = account;
  return c;
}

let serial = 0;
/** A member registered (and signed in) just now, named `<prefix><digits>`. */
export async function newMember(url: string, merchant: string, prefix: string, extra: Record<string, string | boolean> = {}): Promise<Client> {
  const c = clientFor(url, merchant);
  const account = `${prefix}${Date.now() % 100000}${serial++}`;
  c.token = (await c.call<LoginValue>('register', { body: { username: account, password: 'abc123', confirmPassword: 'abc123', login: true, ...extra } })).token;
  c.account = account;
  return c;
}

/** A fresh Idempotency-Key (money calls need one). */
export const idempotencyKey = () => `k${Math.random().toString(36).slice(2)}${Date.now()}`;

/** The payment password `withdrawable` sets. */
export const PAYMENT_PASSWORD = '246810';

/**
 * Makes member `c` able to withdraw `amount`: deposited and credited, its turnover met, a payment password
 * (PAYMENT_PASSWORD) and a bank card, whose id it returns.
 */
export async function withdrawable(url: string, merchant: string, c: Client, amount: string): Promise<number> {
  const order = await c.call('depositCreate', { body: { channelId: 'bank-transfer', amount }, idempotencyKey: idempotencyKey() });
  await qaCall(url, 'POST', `/wallet/deposits/${order.orderNo}`, { status: 'credited' });
  await qaCall(url, 'POST', '/wallet/turnover', { merchant, account: c.account, done: amount });
  await c.call('paymentPasswordSet', { body: { password: PAYMENT_PASSWORD }, idempotencyKey: idempotencyKey() });
  const card = await c.call('bankCardBind', {
    body: { bankCode: 'SBK', accountName: 'Nguyen Van A', accountNo: '12345678901', paymentPassword: PAYMENT_PASSWORD },
    idempotencyKey: idempotencyKey(),
  });
  return card.id;
}

/** A passed human check of the merchant's token provider ("I'm not a robot"), for a guarded call's body. */
export async function humanPass(c: Client): Promise<{ humanToken: string }> {
  const { challengeId, provider } = await c.call('humanChallenge');
  expect(provider).toBe('token');
  return c.call('humanVerify', { body: { challengeId, answer: 'browser-signals' } });
}

/** The ApiError a call is refused with (fails when it succeeds or throws anything else). */
export async function refusalOf(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected a refusal');
}

/** A QA switch of the sandbox (/__sandbox<path>), expecting `status`. */
export async function qaCall(url: string, method: string, path: string, body?: unknown, status = 200): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}/__sandbox${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBe(status);
  return res.json() as Promise<Record<string, unknown>>;
}

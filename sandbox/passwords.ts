import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Salted scrypt, with a low cost (N = 1024): the sandbox holds test accounts
 * only, and login is one of the benchmarked calls.
 */
const N = 1024;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${N}$${salt.toString('base64')}$${scryptSync(password, salt, 32, { N }).toString('base64')}`;
}

/** A hash no password matches, verified instead when an account is unknown: every login costs one scrypt. */
export const DECOY_HASH = hashPassword(randomBytes(16).toString('base64'));

/** Async (libuv thread pool): a burst of logins does not stall every other request on the event loop. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [, n, salt, hash] = stored.split('$');
  if (!salt || !hash) return Promise.resolve(false);
  return new Promise((resolve) => {
    scrypt(password, Buffer.from(salt, 'base64'), 32, { N: Number(n) }, (err, actual) => resolve(!err && timingSafeEqual(actual, Buffer.from(hash, 'base64'))));
  });
}

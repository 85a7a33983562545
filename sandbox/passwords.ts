import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Salted scrypt, with a low cost (N = 1024): the sandbox holds test accounts
 * only, and login is one of the benchmarked calls.
 */
const N = 1024;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${N}$${salt.toString('base64')}$${scryptSync(password, salt, 32, { N }).toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [, n, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), 32, { N: Number(n) });
  return timingSafeEqual(actual, Buffer.from(hash, 'base64'));
}

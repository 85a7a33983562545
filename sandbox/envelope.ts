import type { Envelope } from '../src/api/endpoints';

/**
 * The platform's envelope and its refusal codes. A refusal is thrown as a
 * SandboxError anywhere in a handler and turned into an envelope in one place
 * (route.ts); the codes are the ones src/api/errors.ts maps to §8 messages.
 */
export const ok = <T>(value: T, message = 'OK'): Envelope<T> => ({ success: true, code: '0', message, value });
export const refusal = (code: string, message: string, value: unknown = null): Envelope<unknown> => ({ success: false, code, message, value });

export class SandboxError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Business refusals travel as HTTP 200 (the platform's way); transport-level ones carry their status. */
    readonly status = 200,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

export const refuse = (code: string, message: string, status = 200, value: unknown = null): never => {
  throw new SandboxError(code, message, status, value);
};

export const notLoggedIn = () => refuse('NOT_LOGGED_IN', 'Not logged in, please log in.', 401);
export const disabled = (what: string) => refuse('FUNCTION_DISABLED', `${what} is not enabled, please contact customer service.`);

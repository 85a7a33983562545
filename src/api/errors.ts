import { HTTPError, TimeoutError } from 'ky';
import type { Envelope } from './endpoints';

/**
 * Every failure becomes an ApiError carrying a message key of the §8 catalogue,
 * so screens show one translated sentence and never a raw status or stack.
 */
export type ErrorMessageKey =
  | 'error.notLoggedIn'
  | 'error.network'
  | 'error.timeout'
  | 'error.maintenance'
  | 'error.restricted'
  | 'error.tooManyRequests'
  | 'error.unknown'
  | 'error.invalidUrl'
  | 'error.userNotFound'
  | 'error.invalidPhone'
  | 'error.invalidCode'
  | 'error.codeExpired'
  | 'error.invalidCaptcha'
  | 'error.quotaInsufficient'
  | 'error.functionDisabled'
  | 'error.nonMember'
  | 'error.nonAgent'
  | 'error.server'
  | 'error.loginFailed'
  | 'error.userExists'
  | 'error.invalidInvitation'
  | 'error.invalidField'
  | 'error.passwordMismatch'
  | 'error.trialAccount'
  | 'error.invalidAmount'
  | 'error.insufficientBalance'
  | 'error.vendorUnavailable'
  | 'error.alreadyClaimed'
  | 'error.insufficientPoints'
  | 'error.outOfStock'
  | 'error.agentOnly';

export class ApiError extends Error {
  constructor(
    /** The platform's code (or a client-side one: NETWORK, TIMEOUT, MALFORMED …). */
    readonly code: string,
    readonly messageKey: ErrorMessageKey,
    readonly status: number,
    /** The server's own message, shown where §8 says so (SMS failures …). */
    readonly serverMessage?: string,
    /** Extra fields the server sent with a refusal (e.g. `{ captcha: true }`). */
    readonly details?: unknown,
  ) {
    super(serverMessage || messageKey);
    this.name = 'ApiError';
  }

  static fromEnvelope(envelope: Envelope<unknown>): ApiError {
    return new ApiError(envelope.code, messageKeyForCode(envelope.code), 200, envelope.message, envelope.value);
  }
}

/** Platform codes (sandbox/README.md) → catalogue keys. Codes not listed map by HTTP status, else to error.unknown. */
const byCode: Record<string, ErrorMessageKey> = {
  NOT_LOGGED_IN: 'error.notLoggedIn',
  MAINTENANCE: 'error.maintenance',
  RESTRICTED: 'error.restricted',
  TOO_MANY_REQUESTS: 'error.tooManyRequests',
  USER_NOT_FOUND: 'error.userNotFound',
  INVALID_PHONE: 'error.invalidPhone',
  INVALID_CODE: 'error.invalidCode',
  CODE_EXPIRED: 'error.codeExpired',
  INVALID_CAPTCHA: 'error.invalidCaptcha',
  QUOTA_INSUFFICIENT: 'error.quotaInsufficient',
  FUNCTION_DISABLED: 'error.functionDisabled',
  NON_MEMBER: 'error.nonMember',
  NON_AGENT: 'error.nonAgent',
  INVALID_URL: 'error.invalidUrl',
  CAPTCHA_REQUIRED: 'error.invalidCaptcha',
  LOGIN_FAILED: 'error.loginFailed',
  WRONG_PASSWORD: 'error.loginFailed',
  USER_EXISTS: 'error.userExists',
  INVALID_AFFILIATE: 'error.invalidInvitation',
  INVALID_FIELD: 'error.invalidField',
  PASSWORD_MISMATCH: 'error.passwordMismatch',
  TRIAL_ACCOUNT: 'error.trialAccount',
  // A brand whose merchant code the platform does not know: nothing the player can fix.
  UNKNOWN_MERCHANT: 'error.invalidUrl',
  // Wallets, points, raffle and agent calls (sandbox/README.md).
  INVALID_AMOUNT: 'error.invalidAmount',
  INSUFFICIENT_BALANCE: 'error.insufficientBalance',
  UNKNOWN_VENDOR: 'error.vendorUnavailable',
  ALREADY_CLAIMED: 'error.alreadyClaimed',
  INSUFFICIENT_POINTS: 'error.insufficientPoints',
  OUT_OF_STOCK: 'error.outOfStock',
  AGENT_ONLY: 'error.agentOnly',
};

export function messageKeyForCode(code: string): ErrorMessageKey {
  return byCode[code] ?? 'error.unknown';
}

const byStatus: Record<number, ErrorMessageKey> = {
  401: 'error.notLoggedIn',
  403: 'error.restricted',
  429: 'error.tooManyRequests',
  503: 'error.maintenance',
};

export async function toApiError(err: unknown): Promise<ApiError> {
  if (err instanceof ApiError) return err;
  if (err instanceof TimeoutError) return new ApiError('TIMEOUT', 'error.timeout', 0);
  if (err instanceof HTTPError) {
    const status = err.response.status;
    let envelope: Partial<Envelope<unknown>> | null = null;
    try {
      envelope = (await err.response.clone().json()) as Partial<Envelope<unknown>>;
    } catch {
      // not JSON: the status decides
    }
    const code = typeof envelope?.code === 'string' ? envelope.code : `HTTP_${status}`;
    const key = byCode[code] ?? byStatus[status] ?? (status >= 500 ? 'error.server' : 'error.unknown');
    return new ApiError(code, key, status, typeof envelope?.message === 'string' ? envelope.message : undefined, envelope?.value);
  }
  if (err instanceof Error && err.name === 'AbortError') return new ApiError('ABORTED', 'error.unknown', 0);
  if (err instanceof SyntaxError) return new ApiError('MALFORMED', 'error.unknown', 200);
  if (err instanceof TypeError) return new ApiError('NETWORK', 'error.network', 0);
  return new ApiError('UNKNOWN', 'error.unknown', 0);
}

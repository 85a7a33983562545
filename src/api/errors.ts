import { HTTPError, TimeoutError } from 'ky';
import type { Envelope } from './endpoints';

/**
 * Every failure becomes an ApiError carrying a message key of the §8 catalogue,
 * so screens show one translated sentence and never a raw status or stack.
 */
export type ErrorMessageKey =
  | 'error.notLoggedIn'
  | 'error.thirdPartyFailed'
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
  | 'error.humanCheckRequired'
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
  | 'error.agentOnly'
  | 'error.invalidRequest'
  | 'error.notFound'
  | 'error.alreadyDone'
  | 'error.notAvailable'
  | 'error.invalidImage'
  | 'error.popupClosed'
  | 'error.wrongPassword'
  | 'error.selfExcluded'
  | 'error.timedOut'
  | 'error.depositLimit'
  | 'error.lossLimit'
  | 'error.limitRequired';

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
  HUMAN_CHECK_REQUIRED: 'error.humanCheckRequired',
  LOGIN_FAILED: 'error.loginFailed',
  WRONG_PASSWORD: 'error.wrongPassword',
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
  NOT_AN_AGENT: 'error.agentOnly',
  // An account searched for outside the agent's team: §8's "username does not exist" (the team is all the agent may see).
  NOT_IN_TEAM: 'error.userNotFound',
  // The sandbox's transport refusals (sandbox/README.md "Answers"): nothing the player typed, so the generic texts.
  INVALID_REQUEST: 'error.invalidRequest',
  INTERNAL: 'error.server',
  SCHEMA_VIOLATION: 'error.server',
  PLAINTEXT_REFUSED: 'error.server',
  DECRYPT_FAILED: 'error.server',
  REPLAY_REFUSED: 'error.server',
  IDEMPOTENCY_KEY_REQUIRED: 'error.server',
  IDEMPOTENCY_KEY_REUSED: 'error.server',
  NOT_FOUND: 'error.notFound',
  GAME_NOT_FOUND: 'error.notFound',
  CONTRACT_NOT_FOUND: 'error.notFound',
  GAME_UNAVAILABLE: 'error.vendorUnavailable',
  INVALID_DATE_RANGE: 'error.invalidField',
  AMOUNT_ABOVE_MAX: 'error.invalidAmount',
  AMOUNT_BELOW_MIN: 'error.invalidAmount',
  DAILY_LIMIT: 'error.invalidAmount',
  ALREADY_APPLIED: 'error.alreadyDone',
  ALREADY_JOINED: 'error.alreadyDone',
  NOT_APPLICABLE: 'error.notAvailable',
  NOT_CLAIMABLE: 'error.notAvailable',
  NOT_JOINABLE: 'error.notAvailable',
  PROMOTION_NOT_OPEN: 'error.notAvailable',
  INVALID_IMAGE: 'error.invalidImage',
  PROOF_NOT_IMAGE: 'error.invalidImage',
  PROOF_TOO_LARGE: 'error.invalidImage',
  PROOF_REQUIRED: 'error.invalidImage',
  // Player protection (issue 28): a break or self-exclusion names its end (`until`), a limit what is left.
  SELF_EXCLUDED: 'error.selfExcluded',
  TIMED_OUT: 'error.timedOut',
  DEPOSIT_LIMIT_EXCEEDED: 'error.depositLimit',
  LOSS_LIMIT_REACHED: 'error.lossLimit',
  DEPOSIT_LIMIT_REQUIRED: 'error.limitRequired',
  // Facebook or Google sign-in whose ID token the platform could not verify (issue 32).
  THIRD_PARTY_FAILED: 'error.thirdPartyFailed',
  // Client-side: a sign-in popup (third-party or verification) closed before it answered (§8).
  POPUP_CLOSED: 'error.popupClosed',
};

/** Every platform code the portal knows, with the §8 catalogue key it shows (docs/openapi.json lists them). */
export function knownErrorCodes(): Readonly<Record<string, ErrorMessageKey>> {
  return { ...byCode };
}

/** Catalogue keys some features add for their own codes (wallet, agent, messages): registered by the feature at load, so errors.ts needs no copy. */
export function registerErrorCodes(codes: Record<string, ErrorMessageKey | string>): void {
  for (const [code, key] of Object.entries(codes)) if (!(code in byCode)) byCode[code] = key as ErrorMessageKey;
}

export function messageKeyForCode(code: string): ErrorMessageKey {
  return byCode[code] ?? 'error.unknown';
}

/** Every HTTP status has a catalogue text: the listed ones their own, other 4xx the invalid-request text, other 5xx the server text. */
const byStatus: Record<number, ErrorMessageKey> = {
  400: 'error.invalidRequest',
  401: 'error.notLoggedIn',
  403: 'error.restricted',
  404: 'error.notFound',
  408: 'error.timeout',
  413: 'error.invalidRequest',
  429: 'error.tooManyRequests',
  500: 'error.server',
  502: 'error.network',
  503: 'error.maintenance',
  504: 'error.timeout',
};

export function messageKeyForStatus(status: number): ErrorMessageKey {
  return byStatus[status] ?? (status >= 500 ? 'error.server' : status >= 400 ? 'error.invalidRequest' : 'error.unknown');
}

/**
 * The sentence a screen shows for a failure: the catalogue text in the
 * player's language whenever the code (or, failing that, the status) has one;
 * the platform's own sentence only for a code nobody mapped, where it is
 * better than "unknown error". The server's English never replaces a translation.
 */
export function errorText(err: unknown, t: (id: string, values?: Record<string, string>) => string): string {
  if (!(err instanceof ApiError)) return t('error.unknown');
  if (err.messageKey === 'error.unknown' && err.serverMessage) return err.serverMessage;
  return t(err.messageKey, refusalValues(err));
}

/** Values a catalogue text of a refusal names: the end of a break or self-exclusion ('none': permanent). */
function refusalValues(err: ApiError): Record<string, string> | undefined {
  if (err.code !== 'SELF_EXCLUDED' && err.code !== 'TIMED_OUT') return undefined;
  const until = (err.details as { until?: unknown } | null | undefined)?.until;
  return { until: typeof until === 'string' ? until : 'none' };
}

/** The §8 message key of a failure for ErrorState and alerts (an ApiError carries one; anything else is 'error.unknown'). */
export function errorKey(error: unknown): ErrorMessageKey {
  return error instanceof ApiError ? error.messageKey : 'error.unknown';
}

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
    const key = byCode[code] ?? messageKeyForStatus(status);
    return new ApiError(code, key, status, typeof envelope?.message === 'string' ? envelope.message : undefined, envelope?.value);
  }
  if (err instanceof Error && err.name === 'AbortError') return new ApiError('ABORTED', 'error.unknown', 0);
  if (err instanceof SyntaxError) return new ApiError('MALFORMED', 'error.unknown', 200);
  if (err instanceof TypeError) return new ApiError('NETWORK', 'error.network', 0);
  return new ApiError('UNKNOWN', 'error.unknown', 0);
}

import ky, { type KyInstance } from 'ky';
import { endpoints, headers, type EndpointName, type Envelope } from './endpoints';
import { ApiError, toApiError } from './errors';
import { createSealer } from './crypto';
import { takeFirstRequest } from './first-requests';
import { callOf, mapFields, mapQuery, type PlatformProfile } from './profile';
import { isLineDown } from './lines';
import type { LineSwitch } from './line-switch';
import type { Resource } from './models';

/**
 * The one HTTP client of the portal. Features call `api.call('gameList', …)` and
 * get the envelope's `value` or an ApiError whose `messageKey` is a §8 catalogue
 * key (errors.ts). Nothing else in src/ talks HTTP.
 *
 * - One ky instance per brand config (base URL), with the Merchant, Language and
 *   token headers set per call from the context.
 * - Only idempotent GETs are retried (a retried login or register could act
 *   twice), and not on 503: that is the platform's maintenance answer.
 * - Calls go to the current line (src/api/line-switch.ts). A call that got no answer at all moves the portal to the
 *   next working line and, when resending cannot act twice (a GET, or a call with an idempotency key), is sent again
 *   there once; the session (a header) and the page are untouched.
 * - The envelope is unwrapped here and only here; every failure, including a
 *   malformed body, becomes an ApiError. `call` never rejects with anything else.
 */
export interface ClientContext {
  baseUrl: string;
  merchantCode: string;
  getToken: () => string | null;
  getLanguage: () => string;
  /** Told when the platform says the token is not (or no longer) valid, with that token, so the session can end (src/session/lifecycle.ts). */
  onNotLoggedIn?: (refusedToken: string) => void;
  /** Default timeout in ms (15 s). */
  timeout?: number;
  /** Retries of idempotent GETs (2). */
  retries?: number;
  /** Where the operator's platform differs from the contract (src/api/profile.ts); none: the contract as it is. */
  profile?: PlatformProfile | null;
  /** The brand's lines (mirrors); none: every call goes to `baseUrl`. */
  lines?: LineSwitch | null;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface CallOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds; defaults to the context's (15 s). */
  timeout?: number;
  /** Sent as the Idempotency-Key header: the platform applies the same key once (see src/api/mutation.ts). */
  idempotencyKey?: string;
}

export interface ApiClient {
  call<T = unknown>(name: EndpointName, options?: CallOptions): Promise<T>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
/** A call unanswered this long has its line probed (src/api/line-switch.ts): a stalled line is left for a working one. */
export const LINE_STALL_MS = 2_500;

/** '/' → same origin; relative bases resolve against the page, absolute ones stay as they are. */
function prefix(baseUrl: string): string {
  const base = baseUrl || '/';
  const absolute = /^https?:\/\//.test(base) ? base : new URL(base, globalThis.location?.href ?? 'http://localhost/').href;
  return absolute.replace(/\/?$/, '/');
}

export function createApiClient(ctx: ClientContext): ApiClient {
  const lines = ctx.lines ?? null;
  const base = () => lines?.base() ?? prefix(ctx.baseUrl);
  const http: KyInstance = ky.create({
    prefixUrl: prefix(ctx.baseUrl),
    timeout: ctx.timeout ?? DEFAULT_TIMEOUT_MS,
    retry: {
      limit: ctx.retries ?? 2,
      methods: ['get'],
      statusCodes: [408, 502, 504],
      backoffLimit: 2_000,
      // A line that does not answer is left for another at once, not retried for a second or more.
      shouldRetry: ({ error }) => (lines?.hasAlternatives() && isLineDown(error, false) ? false : undefined),
    },
    throwHttpErrors: true,
  });
  const baseHeaders = (): Record<string, string> => ({ [headers.merchant]: ctx.merchantCode, [headers.language]: ctx.getLanguage() });
  const profile = ctx.profile ?? null;
  const sealer = createSealer({ get: (input, options) => http.get(input, { ...options, prefixUrl: base() }) }, baseHeaders, callOf('publicKey', profile).path);

  async function send<T>(name: EndpointName, options: CallOptions, resealed = false, relined = false): Promise<T> {
    const def = callOf(name, profile);
    const token = ctx.getToken();
    if (def.token === 'required' && !token) throw new ApiError('NOT_LOGGED_IN', 'error.notLoggedIn', 401);
    const h: Record<string, string> = { ...baseHeaders(), ...options.headers };
    if (options.idempotencyKey) h[headers.idempotencyKey] = options.idempotencyKey;
    if (token && def.token !== 'none') h[headers.token] = `Bearer ${token}`;
    const searchParams = Object.fromEntries(
      Object.entries(mapQuery(name, options.query ?? {}, 'toPlatform', profile))
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, String(v)]),
    );
    const line = base();
    const safe = def.method === 'GET' || Boolean(options.idempotencyKey);
    const watch = watchLine(line, safe, options.signal);
    try {
      const plain = mapFields(name, options.body, 'toPlatform', profile);
      const body = plain === undefined ? (def.encrypted ? await sealer.seal({}) : undefined) : def.encrypted ? await sealer.seal(plain) : plain;
      const path = def.path.replace(/^\//, '');
      const early =
        def.method === 'GET' && body === undefined && line === prefix(ctx.baseUrl) ? await firstRequest(path, searchParams, h, options.timeout) : null;
      const text = early
        ? await early.text()
        : await http(path, {
            method: def.method,
            prefixUrl: line,
            headers: h,
            searchParams,
            json: body,
            signal: watch?.signal ?? options.signal,
            // An explicit `timeout: undefined` would override the instance's default.
            ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
          }).text();
      const envelope = parseEnvelope<T>(text);
      if (!envelope.success) throw ApiError.fromEnvelope(envelope);
      if (name === 'resources') learnSpeedTest(envelope.value);
      return mapFields(name, envelope.value, 'toContract', profile) as T;
    } catch (err) {
      // The line stalled and the portal moved on while this call waited: ask the new line.
      if (watch?.movedAway() && !relined) return send<T>(name, options, resealed, true);
      if (lines && isLineDown(err, options.signal?.aborted ?? false)) {
        const moved = await lines.failover(line);
        if (moved && moved !== line && safe && !relined) return send<T>(name, options, resealed, true);
      }
      const error = await toApiError(err);
      // The platform's key pair changed since we cached its public key: refetch it once and resend.
      if (error.code === 'DECRYPT_FAILED' && def.encrypted && !resealed) {
        sealer.forget();
        return send<T>(name, options, true);
      }
      if (error.messageKey === 'error.notLoggedIn' && token) ctx.onNotLoggedIn?.(token);
      throw error;
    } finally {
      watch?.stop();
    }
  }

  /**
   * A blocked domain may swallow requests instead of refusing them. A call still unanswered after LINE_STALL_MS has
   * its line probed; when the line does not answer the probe the portal moves on, and a call that can be resent is
   * given up here (and resent by send). A call that cannot be resent waits for its own answer or timeout.
   */
  function watchLine(line: string, safe: boolean, callerSignal: AbortSignal | undefined) {
    if (!lines?.hasAlternatives()) return null;
    const ctrl = new AbortController();
    const forward = () => ctrl.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', forward, { once: true });
    let moved = false;
    const timer = setTimeout(() => {
      void lines.failover(line, true).then((now) => {
        if (now && now !== line && safe && !ctrl.signal.aborted) {
          moved = true;
          ctrl.abort();
        }
      });
    }, LINE_STALL_MS);
    return {
      signal: ctrl.signal,
      movedAway: () => moved,
      stop: () => {
        clearTimeout(timer);
        callerSignal?.removeEventListener('abort', forward);
      },
    };
  }

  /** The SpeedTest resource (§3) names the platform's speed-test file: lines are probed with its path. */
  function learnSpeedTest(value: unknown): void {
    const speedTest = Array.isArray(value) ? (value as Resource[]).find((r) => r?.resourceType === 'SpeedTest') : undefined;
    if (speedTest?.url) lines?.setProbeUrl(speedTest.url);
  }

  /** The page's early answer to this GET (src/api/first-requests.ts), if it asked for exactly this call. */
  function firstRequest(path: string, searchParams: Record<string, string>, h: Record<string, string>, timeout?: number) {
    const query = new URLSearchParams(searchParams).toString();
    const url = new URL(path + (query ? `?${query}` : ''), prefix(ctx.baseUrl)).href;
    return takeFirstRequest(url, h, timeout ?? ctx.timeout ?? DEFAULT_TIMEOUT_MS);
  }

  return {
    call<T>(name: EndpointName, options: CallOptions = {}): Promise<T> {
      if (!(name in endpoints)) return Promise.reject(new ApiError('UNKNOWN_ENDPOINT', 'error.unknown', 0));
      return send<T>(name, options);
    },
  };
}

function parseEnvelope<T>(text: string): Envelope<T> {
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new ApiError('MALFORMED', 'error.unknown', 200);
  }
  const e = envelope as Partial<Envelope<T>> | null;
  if (!e || typeof e !== 'object' || typeof e.success !== 'boolean' || typeof e.code !== 'string') throw new ApiError('MALFORMED', 'error.unknown', 200);
  return { success: e.success, code: e.code, message: typeof e.message === 'string' ? e.message : '', value: e.value as T };
}

import ky, { type KyInstance } from 'ky';
import { endpoints, headers, type EndpointName, type Envelope } from './endpoints';
import { ApiError, toApiError } from './errors';
import { sealBody } from './crypto';

/**
 * The one HTTP client of the portal. Features call `api.call('gameList', …)` and
 * get the envelope's `value` or an ApiError whose `messageKey` is a §8 catalogue
 * key (errors.ts). Nothing else in src/ talks HTTP.
 */
export interface ClientContext {
  baseUrl: string;
  merchantCode: string;
  getToken: () => string | null;
  getLanguage: () => string;
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds; defaults to 15 s. */
  timeout?: number;
}

export interface ApiClient {
  call<T = unknown>(name: EndpointName, options?: CallOptions): Promise<T>;
}

export function createApiClient(ctx: ClientContext): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: ctx.baseUrl.replace(/\/?$/, '/'),
    timeout: 15_000,
    // Only idempotent reads are retried; a retried login or register could act twice.
    retry: { limit: 2, methods: ['get'], statusCodes: [408, 502, 503, 504] },
    throwHttpErrors: true,
  });

  return {
    async call<T>(name: EndpointName, options: CallOptions = {}): Promise<T> {
      const def = endpoints[name];
      const token = ctx.getToken();
      if (def.token === 'required' && !token) throw new ApiError('NOT_LOGGED_IN', 'error.notLoggedIn', 401);
      const h: Record<string, string> = {
        [headers.merchant]: ctx.merchantCode,
        [headers.language]: ctx.getLanguage(),
        ...options.headers,
      };
      if (token && def.token !== 'none') h[headers.token] = `Bearer ${token}`;
      const searchParams = Object.fromEntries(
        Object.entries(options.query ?? {}).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, String(v)]),
      );
      try {
        const body = options.body === undefined ? undefined : def.encrypted ? await sealBody(http, options.body) : options.body;
        const envelope = await http(def.path.replace(/^\//, ''), {
          method: def.method,
          headers: h,
          searchParams,
          json: body,
          signal: options.signal,
          timeout: options.timeout,
        }).json<Envelope<T>>();
        if (!envelope || typeof envelope !== 'object' || typeof envelope.success !== 'boolean') {
          throw new ApiError('MALFORMED', 'error.unknown', 200);
        }
        if (!envelope.success) throw ApiError.fromEnvelope(envelope);
        return envelope.value;
      } catch (err) {
        throw await toApiError(err);
      }
    },
  };
}

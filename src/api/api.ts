import { createApiClient, type ApiClient, type CallOptions, type ClientContext } from './client';
import type { ResponseOf } from './contract';
import type { EndpointName } from './endpoints';
import { ApiError } from './errors';

/**
 * The portal's single client instance, configured once by src/app from the
 * brand config (base URL, merchant) and the session (token) and language stores.
 * A call before configuration rejects (never throws synchronously).
 *
 * `api.call('gameList', …)` resolves to `ResponseOf<'gameList'>`: the type comes
 * from the endpoint's schema (src/api/contract.ts), so call sites name no type.
 * An explicit type argument (`api.call<X>(…)`) still overrides it.
 */
export interface TypedApi {
  call<T = never, N extends EndpointName = EndpointName>(name: N, options?: CallOptions): Promise<[T] extends [never] ? ResponseOf<N> : T>;
}

let instance: ApiClient | null = null;

export function configureApi(ctx: ClientContext): ApiClient {
  instance = createApiClient(ctx);
  return instance;
}

export const api: TypedApi = {
  call<T, N extends EndpointName>(name: N, options?: CallOptions) {
    if (!instance) return Promise.reject(new ApiError('NOT_CONFIGURED', 'error.unknown', 0, 'configureApi() must run before the first call'));
    return instance.call<[T] extends [never] ? ResponseOf<N> : T>(name, options);
  },
};

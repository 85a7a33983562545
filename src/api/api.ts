import { createApiClient, type ApiClient, type ClientContext } from './client';
import { ApiError } from './errors';

/**
 * The portal's single client instance, configured once by src/app from the
 * brand config (base URL, merchant) and the session (token) and language stores.
 * A call before configuration rejects (never throws synchronously).
 */
let instance: ApiClient | null = null;

export function configureApi(ctx: ClientContext): ApiClient {
  instance = createApiClient(ctx);
  return instance;
}

export const api: ApiClient = {
  call(name, options) {
    if (!instance) return Promise.reject(new ApiError('NOT_CONFIGURED', 'error.unknown', 0, 'configureApi() must run before the first call'));
    return instance.call(name, options);
  },
};

import { createApiClient, type ApiClient, type ClientContext } from './client';

/**
 * The portal's single client instance, configured once by src/app from the
 * brand config (base URL, merchant) and the session (token) and language stores.
 */
let instance: ApiClient | null = null;

export function configureApi(ctx: ClientContext): ApiClient {
  instance = createApiClient(ctx);
  return instance;
}

export const api: ApiClient = {
  call(name, options) {
    if (!instance) throw new Error('configureApi() must run before the first call');
    return instance.call(name, options);
  },
};

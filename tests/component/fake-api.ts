import type { CallOptions } from '@/api/client';

/**
 * The portal's one HTTP seam (`@/api/api`), answered by endpoint name, for component tests:
 *   vi.mock('@/api/api', () => import('./fake-api'));
 * then `answer({ gameList: (o) => … })` before each test, `handlers.x = …` to change one answer, and
 * `calls` for what was asked. An endpoint without a handler is refused; an aborted call rejects with
 * an AbortError, as ky's would.
 */
type Handler = (options?: CallOptions) => unknown;

export const calls: { name: string; options?: CallOptions }[] = [];
export const handlers: Record<string, Handler> = {};

/** From now on the fake answers exactly these endpoints; the calls so far are forgotten. */
export function answer(by: Record<string, Handler>): void {
  calls.length = 0;
  for (const name of Object.keys(handlers)) delete handlers[name];
  Object.assign(handlers, by);
}

export const api = {
  call: (name: string, options?: CallOptions) => {
    calls.push({ name, options });
    const h = handlers[name];
    if (!h) return Promise.reject(new Error(`unexpected call ${name}`));
    return new Promise((resolve, reject) => {
      options?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      Promise.resolve().then(() => resolve(h(options)));
    });
  },
};

/**
 * The first use of Intl off the main thread: a worker builds the locale data (intl-warm-up.worker.ts) while the
 * page waits for its first banner, so react-intl's provider and the first amounts and dates on screen find it
 * ready. Where there is no worker (or it fails), the app pays for it on the main thread, in a task of its own.
 */
let ready: Promise<boolean> = Promise.resolve(false);

/** Boot: starts the warm-up for `locales` (BCP 47). Never throws; `intlWarmUp` tells how it went. */
export function startIntlWarmUp(locales: readonly string[], timeoutMs = 5000): void {
  if (typeof Worker === 'undefined') return;
  ready = new Promise<boolean>((resolve) => {
    let worker: Worker | undefined;
    const finish = (ok: boolean) => {
      window.clearTimeout(timer);
      worker?.terminate();
      resolve(ok);
    };
    const timer = window.setTimeout(() => finish(false), timeoutMs);
    try {
      worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = () => finish(true);
      worker.onerror = () => finish(false);
      worker.postMessage(locales);
    } catch {
      finish(false);
    }
  });
}

/** Resolves true once the worker has built the locale data, false if it could not (or was never started). */
export const intlWarmUp = (): Promise<boolean> => ready;

import { nextTask } from '@/lib/tasks';

/** §8/§9: a lazy screen that has not arrived after 120 s counts as failed (reload prompt). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(reason: string) {
    super(`page chunk failed to load: ${reason}`);
    this.name = 'ChunkLoadError';
  }
}

/** Vite's and the browsers' wording for a dynamic import that failed (missing after a deploy, offline…). */
export function isChunkLoadError(err: unknown): boolean {
  if (err instanceof ChunkLoadError) return true;
  const msg = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch|ChunkLoadError|Unable to preload CSS/i.test(
    msg,
  );
}

/**
 * A chunk loader that fails after `ms`. The module is handed over one task after it evaluated: a lazy component then
 * renders in a task of its own, not in the one that evaluated its chunk (together, 15-20 ms on a fast desktop for a
 * home strip: a long task on a phone, where Lighthouse's TBT counts every millisecond past 50).
 */
export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const t = window.setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
      load().then(
        (m) => {
          window.clearTimeout(t);
          void nextTask().then(() => resolve(m));
        },
        (e: unknown) => {
          window.clearTimeout(t);
          reject(e instanceof Error ? e : new ChunkLoadError(String(e)));
        },
      );
    });
}

/** A chunk loader that downloads once: a preload and React's `lazy` share the one download. */
export function downloadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | null = null;
  return () => (started ??= load());
}

/**
 * A chunk loader that downloads once (boot's preload and the router's `lazy`
 * share the download) and fails after 120 s (§8: the reload prompt).
 */
export function onceWithTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return downloadOnce(withTimeout(load, ms));
}

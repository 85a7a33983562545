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

export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const t = window.setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
      load().then(
        (m) => {
          window.clearTimeout(t);
          resolve(m);
        },
        (e: unknown) => {
          window.clearTimeout(t);
          reject(e instanceof Error ? e : new ChunkLoadError(String(e)));
        },
      );
    });
}

/**
 * A chunk loader that downloads once (boot's preload and the router's `lazy`
 * share the download) and fails after 120 s (§8: the reload prompt).
 */
export function onceWithTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  let started: Promise<T> | null = null;
  const timed = withTimeout(load, ms);
  return () => (started ??= timed());
}

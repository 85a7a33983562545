import { lazy, type ComponentType } from 'react';

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
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch|ChunkLoadError|Unable to preload CSS/i.test(msg);
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

/** A lazy page that can start downloading before React renders it (boot knows the first route early). */
export type Preloadable<P> = ComponentType<P> & { preload?: () => void };

export function lazyWithPreload<P>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let started: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () => (started ??= load());
  const C = lazy(withTimeout(once)) as unknown as Preloadable<P>;
  C.preload = () => void once().catch(() => undefined);
  return C;
}

// Only the widgets the app composes (a wider glob would make every component a dynamic import).
const widgets = import.meta.glob<Record<string, ComponentType<Record<string, unknown>>>>([
  '../../features/auth/components/AccountPrompts.tsx',
  '../../features/games/components/LaunchHost.tsx',
]);

/** A feature's component loaded on demand (account prompts, launch host), or null when it does not exist yet. */
export function lazyWidget<P extends object>(feature: string, name: string): ComponentType<P> | null {
  const load = widgets[`../../features/${feature}/components/${name}.tsx`];
  if (!load) return null;
  return lazy(withTimeout(() => load().then((m) => ({ default: (m[name] ?? m.default) as ComponentType<Record<string, unknown>> })))) as unknown as ComponentType<P>;
}

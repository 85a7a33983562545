import { useCallback, useEffect } from 'react';
import { useStore } from './use-store';
import { api } from './api';
import type { Query } from './client';
import type { ResponseOf } from './contract';
import type { EndpointName } from './endpoints';

/** The answer type: the endpoint's schema type, unless the caller names one. */
export type Answer<T, N extends EndpointName> = [T] extends [never] ? ResponseOf<N> : T;

/**
 * The portal's one way to read platform data in a component: a keyed cache
 * shared by every feature, so two screens asking the same call share one
 * request and one answer.
 *
 * - key = endpoint + its query (sorted), so `{page: 1}` and `{page: 2}` are two entries;
 * - dedupe: a call already in flight is joined, never sent twice;
 * - stale-while-revalidate: a cached answer is shown at once and refreshed in
 *   the background when older than `staleMs` (`refreshing` tells);
 * - `invalidate(...names)` after a mutation refetches what is on screen and
 *   drops the rest (src/api/mutation.ts does it for you);
 * - the request of an entry nobody watches any more is aborted.
 */
export type QueryStatus = 'loading' | 'ready' | 'error';

export interface QueryState<T> {
  status: QueryStatus;
  data: T | undefined;
  error: unknown;
  /** A cached answer is shown while a newer one loads. */
  refreshing: boolean;
}

export interface QueryOptions {
  query?: Query;
  /** False: do not load (yet): a visitor, a closed panel. The state stays 'loading'. */
  enabled?: boolean;
  /** How long an answer counts as fresh (ms). Default 30 s. */
  staleMs?: number;
}

interface Entry {
  name: EndpointName;
  query: Query | undefined;
  state: QueryState<unknown>;
  updatedAt: number;
  inFlight: Promise<unknown> | null;
  ctrl: AbortController | null;
  watchers: Set<() => void>;
}

const DEFAULT_STALE_MS = 30_000;
const LOADING: QueryState<never> = Object.freeze({ status: 'loading', data: undefined, error: undefined, refreshing: false });
const cache = new Map<string, Entry>();

export function queryKey(name: EndpointName, query?: Query): string {
  const parts = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length ? `${name}?${parts.join('&')}` : name;
}

function entryOf(name: EndpointName, query?: Query): Entry {
  const key = queryKey(name, query);
  let e = cache.get(key);
  if (!e) {
    e = { name, query, state: LOADING, updatedAt: 0, inFlight: null, ctrl: null, watchers: new Set() };
    cache.set(key, e);
  }
  return e;
}

interface AnswerKeeper {
  keep: (data: unknown) => void;
  forget: () => void;
}
const keepers = new Map<EndpointName, AnswerKeeper[]>();

/**
 * For what must outlive the page, such as a session cache (§4's vendors): `keep` runs with every answer to `name` as
 * it arrives, before any component renders it (a component's effect runs only after its next render, and a reload
 * in between would lose the answer); `forget` runs when the cache starts over (a new session or language), so a
 * page loaded before the new answer lands asks again instead of reading the old one.
 */
export function onAnswer<N extends EndpointName>(name: N, keep: (data: ResponseOf<N>) => void, forget: () => void): void {
  keepers.set(name, [...(keepers.get(name) ?? []), { keep: keep as (data: unknown) => void, forget }]);
}

function publish(e: Entry, state: QueryState<unknown>): void {
  e.state = state;
  for (const w of e.watchers) w();
}

function load(e: Entry): Promise<unknown> {
  if (e.inFlight) return e.inFlight;
  const ctrl = new AbortController();
  e.ctrl = ctrl;
  if (e.state.data !== undefined) publish(e, { ...e.state, refreshing: true });
  else if (e.state.status === 'error') publish(e, LOADING);
  const request = api.call<unknown>(e.name, { query: e.query, signal: ctrl.signal }).then(
    (data) => {
      if (ctrl.signal.aborted) return data;
      e.updatedAt = Date.now();
      for (const k of keepers.get(e.name) ?? []) k.keep(data);
      publish(e, { status: 'ready', data, error: undefined, refreshing: false });
      return data;
    },
    (error: unknown) => {
      if (!ctrl.signal.aborted) {
        // A failed refresh keeps the answer already shown; only a first load turns into the error state.
        publish(e, e.state.data !== undefined ? { ...e.state, refreshing: false, error } : { status: 'error', data: undefined, error, refreshing: false });
      }
      throw error;
    },
  );
  e.inFlight = request;
  const settle = () => {
    if (e.inFlight === request) {
      e.inFlight = null;
      e.ctrl = null;
    }
  };
  request.then(settle, settle);
  return request;
}

function abort(e: Entry): void {
  e.ctrl?.abort();
  e.inFlight = null;
  e.ctrl = null;
  if (e.state.refreshing) e.state = { ...e.state, refreshing: false };
}

/** Read a call through the cache outside React (prefetch, a handler that needs fresh data). */
export function fetchQuery<T = never, N extends EndpointName = EndpointName>(
  name: N,
  options: Pick<QueryOptions, 'query' | 'staleMs'> = {},
): Promise<Answer<T, N>> {
  const e = entryOf(name, options.query);
  const fresh = e.state.status === 'ready' && Date.now() - e.updatedAt < (options.staleMs ?? DEFAULT_STALE_MS);
  return (fresh ? Promise.resolve(e.state.data) : load(e)) as Promise<Answer<T, N>>;
}

/**
 * An answer kept elsewhere (a session cache, §4's vendors) becomes the entry's answer, fresh as of `updatedAt`,
 * unless the entry already has one or is loading.
 */
export function seedQuery(name: EndpointName, query: Query | undefined, data: unknown, updatedAt: number = Date.now()): void {
  const e = entryOf(name, query);
  if (e.state.status === 'ready' || e.inFlight) return;
  e.updatedAt = updatedAt;
  publish(e, { status: 'ready', data, error: undefined, refreshing: false });
}

/** After a change on the platform: refetch the watched entries of these calls, forget the others. */
export function invalidate(...names: EndpointName[]): void {
  for (const [key, e] of cache) {
    if (!names.includes(e.name)) continue;
    if (e.watchers.size) {
      abort(e);
      void load(e).catch(() => undefined);
    } else {
      abort(e);
      cache.delete(key);
    }
  }
}

/** A new session or language: every answer may differ, so drop all and refetch what is on screen. */
export function resetQueries(): void {
  for (const k of [...keepers.values()].flat()) k.forget();
  for (const [key, e] of cache) {
    abort(e);
    if (e.watchers.size) {
      e.updatedAt = 0;
      publish(e, LOADING);
      void load(e).catch(() => undefined);
    } else cache.delete(key);
  }
}

/**
 * An answer arriving re-renders its components in a transition (useStore): a strip of 20 games or a page of
 * promotions renders in slices, not in one task, and hydration renders the state the pre-render had.
 */
export function useApiQuery<T = never, N extends EndpointName = EndpointName>(
  name: N,
  options: QueryOptions = {},
): QueryState<Answer<T, N>> & { retry: () => void } {
  const enabled = options.enabled ?? true;
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const key = queryKey(name, options.query);

  const subscribe = useCallback(
    (notify: () => void) => {
      if (!enabled) return () => undefined;
      const e = entryOf(name, options.query);
      e.watchers.add(notify);
      return () => {
        e.watchers.delete(notify);
        // Let a remount in the same tick (StrictMode, a re-keyed list) take the request over before aborting.
        queueMicrotask(() => {
          if (e.watchers.size === 0 && e.inFlight) abort(e);
        });
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for name + query
    [key, enabled],
  );
  const state = useStore(
    subscribe,
    () => (enabled ? (cache.get(key)?.state ?? LOADING) : LOADING),
    () => LOADING,
  ) as QueryState<Answer<T, N>>;

  useEffect(() => {
    if (!enabled) return;
    const e = entryOf(name, options.query);
    const stale = e.state.status !== 'ready' || Date.now() - e.updatedAt >= staleMs;
    if (stale) void load(e).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for name + query
  }, [key, enabled, staleMs]);

  const retry = useCallback(() => {
    const e = cache.get(key);
    if (e) void load(e).catch(() => undefined);
  }, [key]);

  return { ...state, retry };
}

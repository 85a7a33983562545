import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from './api';
import type { Query } from './client';
import type { EndpointName } from './endpoints';
import { ApiError } from './errors';
import { invalidate, type Answer } from './query';

/**
 * The portal's one way to change something on the platform (deposit, withdraw,
 * transfer, claim, redeem, delete…). What it guarantees, so no screen has to:
 *
 * - one request per intent: a second `run` while the first is pending returns
 *   the same promise (a double click, Enter pressed twice);
 * - an `Idempotency-Key` per intent: retrying the same body after a time-out or
 *   a fault sends the same key, so the platform applies it at most once even if
 *   the first attempt did arrive; a definite answer (success or refusal) ends
 *   the intent and the next submit gets a new key;
 * - after a success the balance and the given calls are refetched, so the
 *   header balance and the lists on screen show the change.
 */
export interface MutationOptions {
  /** Calls whose cached answers this change makes stale (the balance is always refreshed). */
  invalidates?: EndpointName[];
}

export interface MutationState<T> {
  pending: boolean;
  error: unknown;
  data: T | undefined;
}

/** Errors after which the platform may or may not have applied the call: keep the key for the retry. */
export function isUncertain(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status >= 500 || error.code === 'TIMEOUT' || error.code === 'NETWORK';
}

export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useApiMutation<T0 = never, N extends EndpointName = EndpointName>(name: N, options: MutationOptions = {}) {
  type T = Answer<T0, N>;
  const [state, setState] = useState<MutationState<T>>({ pending: false, error: undefined, data: undefined });
  const pending = useRef<Promise<T> | null>(null);
  const intent = useRef<{ fingerprint: string; key: string } | null>(null);
  const mounted = useRef(true);
  const invalidates = options.invalidates ?? [];
  const invalidatesKey = invalidates.join(',');

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    (body?: unknown, query?: Query): Promise<T> => {
      if (pending.current) return pending.current;
      const fingerprint = JSON.stringify([body ?? null, query ?? null]);
      if (intent.current?.fingerprint !== fingerprint) intent.current = { fingerprint, key: newIdempotencyKey() };
      const key = intent.current.key;
      setState((s) => ({ ...s, pending: true, error: undefined }));
      const request = (api.call<unknown>(name, { body, query, idempotencyKey: key }) as Promise<T>).then(
        (data) => {
          intent.current = null;
          invalidate('balance', ...(invalidatesKey ? (invalidatesKey.split(',') as EndpointName[]) : []));
          if (mounted.current) setState({ pending: false, error: undefined, data });
          return data;
        },
        (error: unknown) => {
          if (!isUncertain(error)) intent.current = null;
          if (mounted.current) setState({ pending: false, error, data: undefined });
          throw error;
        },
      );
      pending.current = request;
      const release = () => {
        pending.current = null;
      };
      request.then(release, release);
      return request;
    },
    [name, invalidatesKey],
  );

  const reset = useCallback(() => setState({ pending: false, error: undefined, data: undefined }), []);
  return { ...state, run, reset };
}

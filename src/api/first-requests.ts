/**
 * Answers the page asked for before any module loaded: the first-requests script (scripts/lib/brand/boot-scripts.ts), inlined into each pre-rendered
 * page, starts the platform status and the page's banners while the entry script downloads (on a phone's
 * connection that is most of a second earlier than boot could ask). The client takes each answer once, for the
 * call with the same URL and the same headers; any other call, a second call, or a failed answer goes to the
 * network as usual.
 */
import { FIRST_REQUESTS_GLOBAL } from '@/brand/page-marks';

export interface EarlyAnswers {
  headers: Record<string, string>;
  answers: Record<string, Promise<Response | null>>;
}

declare global {
  interface Window {
    [FIRST_REQUESTS_GLOBAL]?: EarlyAnswers;
  }
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
};

/**
 * The page's early answer to GET `url` with exactly `headers`, removed so it is used once; a successful response or
 * null (none, failed, not ok, or no answer within `timeoutMs`: the caller then asks the network itself).
 */
export function takeFirstRequest(url: string, headers: Record<string, string>, timeoutMs: number): Promise<Response | null> | null {
  const first = typeof window === 'undefined' ? undefined : window[FIRST_REQUESTS_GLOBAL];
  const answer = first?.answers[url];
  if (!first || !answer || !sameHeaders(first.headers, headers)) return null;
  delete first.answers[url];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
  return Promise.race([answer.then((r) => (r?.ok ? r : null)).catch(() => null), late]).finally(() => clearTimeout(timer));
}

/**
 * Lines (mirrors): the origins the platform's API answers on. In the markets these portals serve a domain is
 * blocked on an ordinary day, so a brand lists its mirror domains (manifest `mirrors`), the platform's domain route
 * (§7, `domainRoute`) names more, and the portal measures them, remembers the best and moves to a working one when
 * its current line stops answering. This file is the pure part: which hosts may be lines, their order, how they are
 * probed, and when a failure means "this line is down". No DOM, no storage, no network of its own.
 */

/** At most this many probes run at once. */
export const PROBE_CONCURRENCY = 4;
/** A probe that has not answered by then counts as failed. */
export const PROBE_TIMEOUT_MS = 1500;

export type LineSource = 'primary' | 'mirror' | 'route';

export interface Line {
  /** The API base on this line: the primary's scheme, port and path on the line's host. */
  base: string;
  host: string;
  source: LineSource;
}

export type ProbeResult = { base: string; ok: true; latencyMs: number } | { base: string; ok: false; reason: 'timeout' | 'unreachable' };

/** A manifest entry `*.example.com` allows every host under example.com (not example.com itself); others match exactly. */
export function hostMatches(host: string, pattern: string): boolean {
  const h = host.toLowerCase();
  const p = pattern.toLowerCase();
  if (p.startsWith('*.')) return h.endsWith(p.slice(1)) && h.length > p.length - 1;
  return h === p;
}

export function isAllowedHost(host: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => hostMatches(host, p));
}

/** Manifest entries that name one host (a wildcard only allows what the domain route answers). */
export function concreteHosts(patterns: readonly string[]): string[] {
  return patterns.filter((p) => !p.startsWith('*.'));
}

/** A domain-route entry is a host name; some platforms answer it with a scheme, a port or a path: keep the host. */
export function hostOf(entry: string): string | null {
  const text = entry.trim().toLowerCase();
  if (!text) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`).hostname;
    return /^[a-z0-9.-]+$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

/** The primary base with its host replaced: `https://a.com/gw/` on `b.com` is `https://b.com/gw/`; the port is kept (local stand-ins). */
export function lineBase(primaryBase: string, host: string): string {
  const url = new URL(primaryBase);
  url.hostname = host;
  return url.href;
}

export interface LineInputs {
  /** The absolute API base the brand is built with (the page's origin when api.baseUrl is '/'). */
  primaryBase: string;
  /** The manifest's `mirrors` (hosts and `*.` patterns). */
  mirrors: readonly string[];
  /** The brand's own domains: lines too, and allowed like the mirrors. */
  domains: readonly string[];
  /** The platform's domain-route answer (hosts). */
  routed: readonly string[];
  /** The base that answered last (remembered across visits): probed and tried first. */
  lastGood?: string | null;
}

/**
 * Every line, once each, in the order they are tried: the last good one, the primary, the manifest's mirrors, the
 * brand's other domains, then the domain route's additions. A routed host outside the manifest's domains and mirrors
 * is dropped: the page's CSP (built from the manifest) would refuse it, and a platform answer must not send the
 * player's token to a host the operator never declared.
 */
export function orderLines(input: LineInputs): Line[] {
  const allowed = [...input.domains, ...input.mirrors];
  const primaryHost = new URL(input.primaryBase).hostname;
  const candidates: Line[] = [
    { base: lineBase(input.primaryBase, primaryHost), host: primaryHost, source: 'primary' },
    ...concreteHosts(input.mirrors).map((host): Line => ({ base: lineBase(input.primaryBase, host), host, source: 'mirror' })),
    ...input.domains.map((host): Line => ({ base: lineBase(input.primaryBase, host), host, source: 'mirror' })),
    ...input.routed.flatMap((entry): Line[] => {
      const host = hostOf(entry);
      return host && isAllowedHost(host, allowed) ? [{ base: lineBase(input.primaryBase, host), host, source: 'route' }] : [];
    }),
  ];
  const seen = new Set<string>();
  const unique = candidates.filter((l) => !seen.has(l.base) && seen.add(l.base));
  const last = unique.findIndex((l) => l.base === input.lastGood);
  return last > 0 ? [unique[last]!, ...unique.slice(0, last), ...unique.slice(last + 1)] : unique;
}

export interface ProbeOptions {
  concurrency?: number;
  timeoutMs?: number;
  now?: () => number;
  /** Each result as it lands (the line screen fills in row by row). */
  onResult?: (result: ProbeResult) => void;
  /** Stop starting new probes (the answer is known, or the screen closed). */
  signal?: AbortSignal;
}

/** One request to a line; resolves when the line answered (any HTTP answer), rejects otherwise; must honour `signal`. */
export type Probe = (line: Line, signal: AbortSignal) => Promise<void>;

/**
 * Probes lines in order, `concurrency` at a time, each cut off after `timeoutMs`. Results come back in the lines'
 * order (lines never started because `signal` aborted are left out).
 */
export async function probeLines(lines: readonly Line[], probe: Probe, options: ProbeOptions = {}): Promise<ProbeResult[]> {
  const concurrency = Math.max(1, options.concurrency ?? PROBE_CONCURRENCY);
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const now = options.now ?? (() => performance.now());
  const results: (ProbeResult | undefined)[] = new Array(lines.length);
  let next = 0;

  async function one(line: Line): Promise<ProbeResult> {
    const ctrl = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      ctrl.abort();
    }, timeoutMs);
    const stop = () => ctrl.abort();
    options.signal?.addEventListener('abort', stop);
    const started = now();
    try {
      await probe(line, ctrl.signal);
      const latencyMs = Math.max(1, Math.round(now() - started));
      return latencyMs > timeoutMs ? { base: line.base, ok: false, reason: 'timeout' } : { base: line.base, ok: true, latencyMs };
    } catch {
      return { base: line.base, ok: false, reason: timedOut ? 'timeout' : 'unreachable' };
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stop);
    }
  }

  async function worker(): Promise<void> {
    while (next < lines.length && !options.signal?.aborted) {
      const i = next++;
      const result = await one(lines[i]!);
      results[i] = result;
      options.onResult?.(result);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, lines.length) }, worker));
  return results.filter((r): r is ProbeResult => r !== undefined);
}

/**
 * The first line, in order, that answers (not the fastest: the order already puts the line in use and the operator's
 * own mirrors first). Resolves as soon as that is known, without waiting for lines further down; null when none
 * answers. `skip`: a line known to be down, not probed.
 */
export async function firstWorkingLine(
  lines: readonly Line[],
  skip: string | null,
  probe: Probe,
  options: Omit<ProbeOptions, 'onResult'> = {},
): Promise<Line | null> {
  const others = lines.filter((l) => l.base !== skip);
  if (!others.length) return null;
  const ctrl = new AbortController();
  options.signal?.addEventListener('abort', () => ctrl.abort());
  const settled = new Map<string, boolean>();
  return new Promise<Line | null>((resolve) => {
    const decide = () => {
      for (const line of others) {
        const ok = settled.get(line.base);
        if (ok === undefined) return;
        if (ok) {
          ctrl.abort();
          return resolve(line);
        }
      }
      resolve(null);
    };
    void probeLines(others, probe, {
      ...options,
      signal: ctrl.signal,
      onResult: (r) => {
        settled.set(r.base, r.ok);
        decide();
      },
    }).then(() => resolve(null));
  });
}

/** The fastest line that answered, for "remember the best" after a full measurement. */
export function fastestLine(results: readonly ProbeResult[]): string | null {
  let best: { base: string; latencyMs: number } | null = null;
  for (const r of results) if (r.ok && (!best || r.latencyMs < best.latencyMs)) best = r;
  return best?.base ?? null;
}

/**
 * Did this request fail because the line did not answer at all? A network failure (fetch's TypeError) or our own
 * timeout: yes. An HTTP answer of any status (503 is the platform's maintenance) or the caller's own abort: no.
 */
export function isLineDown(error: unknown, callerAborted: boolean): boolean {
  if (callerAborted || !(error instanceof Error)) return false;
  return error instanceof TypeError || error.name === 'TimeoutError';
}

import { fastestLine, firstWorkingLine, orderLines, probeLines, type Line, type Probe, type ProbeResult } from './lines';

/**
 * The portal's current line (src/api/lines.ts says what a line is) and the switch between lines: the client sends
 * every call to `base()`, calls `failover()` when a call got no answer at all, and the line screen reads `snapshot()`
 * and calls `measure()` / `choose()`. The line in use is remembered per merchant (localStorage), so the next visit
 * starts on it; the domain route's answer is kept for the tab (sessionStorage `routers`, §3).
 */
export type LineMeasure = ProbeResult | { base: string; probing: true };

export interface LineSnapshot {
  current: string;
  primary: string;
  /** Every line in a stable order (primary, mirrors, other domains, routed), for the screen; probes try the line in use first. */
  lines: readonly Line[];
  /** The last measurement of each line, by base. */
  measures: Readonly<Record<string, LineMeasure>>;
  measuring: boolean;
  /** Set when the portal moved to another line by itself: from where, and when (ms since the epoch). */
  moved: { from: string; to: string; at: number } | null;
}

export interface LineSwitchConfig {
  primaryBase: string;
  mirrors: readonly string[];
  domains: readonly string[];
  merchantCode: string;
  /** Tests give their own; the portal probes with fetch. */
  probe?: Probe;
}

export interface LineSwitch {
  base(): string;
  primary(): string;
  hasAlternatives(): boolean;
  /** The platform's domain route (hosts); only hosts the manifest allows become lines. */
  setRouted(hosts: readonly string[]): void;
  /** Where the platform's speed-test file is (the SpeedTest resource's address): probes fetch its path on each line. */
  setProbeUrl(url: string): void;
  /**
   * A call to `failedBase` got no answer: move to the first line, in order, that answers a probe. A call that failed
   * outright leaves its line out; a call that only `stalled` has its line probed first (a slow answer is no reason
   * to move). Resolves to the base now in use, or null when none answers.
   */
  failover(failedBase: string, stalled?: boolean): Promise<string | null>;
  /** Probe every line (4 at a time, 1.5 s each); if the current line failed and another answered, move to the fastest. */
  measure(): Promise<readonly ProbeResult[]>;
  choose(base: string): void;
  subscribe(listener: () => void): () => void;
  snapshot(): LineSnapshot;
}

const REMEMBERED_KEY = (merchant: string) => `line:${merchant}`;
const ROUTERS_KEY = 'routers';
/** After a failover that found no line, failing calls do not probe again for this long. */
const NO_LINE_PAUSE_MS = 5000;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // storage disabled: remembered for this page only
  }
}

function routedFromSession(): string[] {
  try {
    const list = JSON.parse(read(() => sessionStorage, ROUTERS_KEY) ?? '[]') as { domain?: unknown }[];
    return Array.isArray(list) ? list.flatMap((e) => (typeof e?.domain === 'string' ? [e.domain] : [])) : [];
  } catch {
    return [];
  }
}

export function createLineSwitch(config: LineSwitchConfig): LineSwitch {
  let routed = routedFromSession();
  let probeUrl: string | null = null;
  const remembered = read(() => localStorage, REMEMBERED_KEY(config.merchantCode));
  const inputs = () => ({ primaryBase: config.primaryBase, mirrors: config.mirrors, domains: config.domains, routed });
  const start = remembered && orderLines(inputs()).some((l) => l.base === remembered) ? remembered : config.primaryBase;
  const listeners = new Set<() => void>();
  let state: LineSnapshot = {
    current: start,
    primary: config.primaryBase,
    lines: orderLines(inputs()),
    measures: {},
    measuring: false,
    moved: null,
  };

  /** The order lines are tried in: the one in use (the last good) first. */
  const probeOrder = () => orderLines({ ...inputs(), lastGood: state.current });
  function update(patch: Partial<LineSnapshot>): void {
    state = { ...state, ...patch };
    for (const l of listeners) l();
  }
  function recordMeasure(m: LineMeasure): void {
    update({ measures: { ...state.measures, [m.base]: m } });
    if ('ok' in m) storeSpeeds();
  }
  /** The session's `routers` list with each line's measured speed (0 until measured, as on load). */
  function storeSpeeds(): void {
    const list = state.lines.map((l) => {
      const m = state.measures[l.base];
      return { domain: l.host, speed: m && 'ok' in m && m.ok ? m.latencyMs : 0 };
    });
    write(() => sessionStorage, ROUTERS_KEY, JSON.stringify(list));
  }
  function switchTo(base: string, moved: boolean): void {
    if (base === state.current) return;
    write(() => localStorage, REMEMBERED_KEY(config.merchantCode), base);
    update({ current: base, moved: moved ? { from: state.current, to: base, at: Date.now() } : null });
  }

  const probe: Probe =
    config.probe ??
    (async (line, signal) => {
      // Any HTTP answer proves the line; CORS is part of the proof (a line the page may not read is no line).
      const target = probeUrl ? new URL(new URL(probeUrl).pathname + new URL(probeUrl).search, line.base) : new URL('wps/system/status', line.base);
      await fetch(target, { mode: 'cors', cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer', signal });
    });

  let inflight: Promise<string | null> | null = null;
  let noLineUntil = 0;

  return {
    base: () => state.current,
    primary: () => config.primaryBase,
    hasAlternatives: () => state.lines.length > 1,
    setRouted(hosts) {
      routed = [...hosts];
      update({ lines: orderLines(inputs()) });
      storeSpeeds();
    },
    setProbeUrl(url) {
      try {
        probeUrl = new URL(url).href;
      } catch {
        probeUrl = null;
      }
    },
    failover(failedBase, stalled = false) {
      if (failedBase !== state.current) return Promise.resolve(state.current);
      if (inflight) return inflight;
      if (Date.now() < noLineUntil) return Promise.resolve(null);
      inflight = (async () => {
        // A stalled call's line is probed alone first: most slow calls are slow answers, and the other lines stay unasked.
        if (stalled) {
          const [own] = await probeLines(
            state.lines.filter((l) => l.base === failedBase),
            probe,
          );
          if (own?.ok) return failedBase;
        }
        const line = await firstWorkingLine(probeOrder(), failedBase, probe);
        if (!line) {
          noLineUntil = Date.now() + NO_LINE_PAUSE_MS;
          return null;
        }
        recordMeasure({ base: failedBase, ok: false, reason: 'unreachable' });
        switchTo(line.base, true);
        return line.base;
      })().finally(() => {
        inflight = null;
      });
      return inflight;
    },
    async measure() {
      if (state.measuring) return [];
      const lines = probeOrder();
      update({ measuring: true, measures: Object.fromEntries(lines.map((l) => [l.base, { base: l.base, probing: true } as const])) });
      const results = await probeLines(lines, probe, { onResult: recordMeasure });
      update({ measuring: false });
      const current = results.find((r) => r.base === state.current);
      const fastest = fastestLine(results);
      if (current && !current.ok && fastest) switchTo(fastest, true);
      return results;
    },
    choose(base) {
      if (state.lines.some((l) => l.base === base)) switchTo(base, false);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => state,
  };
}

let instance: LineSwitch | null = null;

/** Boot configures the portal's one switch (src/app/bootstrap/boot.ts); the client and the line screen use it. */
export function configureLines(config: LineSwitchConfig): LineSwitch {
  instance = createLineSwitch(config);
  return instance;
}

export function lineSwitch(): LineSwitch | null {
  return instance;
}

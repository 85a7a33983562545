/**
 * Fault injection (QA switch PUT /__sandbox/faults): for requests whose path
 * starts with `path`, with probability `rate`, wait `latencyMs`, then answer
 * `status` (an error envelope) or a malformed body. In memory on purpose: a
 * restart or a reset ends every fault.
 */
export interface Fault {
  path: string;
  latencyMs?: number;
  status?: number;
  malformed?: boolean;
  rate?: number;
}

export class Faults {
  private list: Fault[] = [];

  set(fault: Fault): void {
    this.list = [...this.list.filter((f) => f.path !== fault.path), fault];
  }

  clear(): void {
    this.list = [];
  }

  all(): readonly Fault[] {
    return this.list;
  }

  /** The fault that applies to this request, if any (the longest matching prefix wins). */
  match(url: string): Fault | null {
    if (!this.list.length) return null;
    let best: Fault | null = null;
    for (const f of this.list) if (url.startsWith(f.path) && (!best || f.path.length > best.path.length)) best = f;
    if (!best) return null;
    return Math.random() < (best.rate ?? 1) ? best : null;
  }
}

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
  /** Answer as usual but with this field of the value renamed wherever it occurs (a platform drifted from the contract). */
  renameField?: { from: string; to: string };
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

/** An envelope's text with `from` renamed to `to` in every object of its value; other text is returned as it is. */
export function renameInAnswer(text: string, { from, to }: { from: string; to: string }): string {
  let envelope: { value?: unknown };
  try {
    envelope = JSON.parse(text) as { value?: unknown };
  } catch {
    return text;
  }
  const rename = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rename);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k === from ? to : k, rename(v)]));
  };
  return JSON.stringify({ ...envelope, value: rename(envelope.value) });
}

import { linearMatcher, type LinearEngine, type Matcher } from './linear-pattern';
import { patterns } from './patterns';

/**
 * Turns a server's `acceptedPattern` into a RegExp, once per source.
 *
 * Only the §5 table's own expressions run on the browser's backtracking engine;
 * any other server pattern runs on RE2, in linear time (`linearServerPattern`).
 *
 * A pattern that does not compile is the server's fault, not the player's: it is
 * logged once (console.warn) and the caller falls back to the length rule, so the
 * form keeps working.
 */
const cache = new Map<string, RegExp | null>();
const warned = new Set<string>();

/** '/src/flags' literal form some back offices send; the g and y flags are dropped (they make test() stateful). */
const LITERAL = /^\/([\s\S]+)\/([a-z]*)$/;

export function compileServerPattern(source: string): RegExp | null {
  const hit = cache.get(source);
  if (hit !== undefined) return hit;
  let body = source;
  let flags = '';
  const literal = LITERAL.exec(source);
  if (literal) {
    body = literal[1];
    flags = literal[2].replace(/[gy]/g, '');
  }
  // Unicode property escapes only mean something with the u flag.
  if (/\\[pP]\{|\\u\{/.test(body) && !flags.includes('u')) flags += 'u';
  let compiled: RegExp | null;
  try {
    compiled = new RegExp(body, flags);
  } catch {
    compiled = null;
  }
  cache.set(source, compiled);
  return compiled;
}

const trusted = new Set(patterns.map((p) => p.regex.source));

/** The §5 table's own expressions run as written on the browser's engine; every other pattern runs on RE2. */
export const isTrustedPattern = (compiled: RegExp): boolean => trusted.has(compiled.source);

/**
 * The linear-time engine (re2js), loaded the first time a server sends a pattern of its own: most brands never
 * do, and its 45 KB stay out of their pages.
 */
let engine: LinearEngine | null = null;
let loading: Promise<LinearEngine> | null = null;
export function loadLinearEngine(): Promise<LinearEngine> {
  loading ??= import('re2js').then((m) => (engine = m.RE2JS));
  return loading;
}

/**
 * An untrusted server pattern, matched in linear time (linear-pattern.ts): no pattern can hold the main thread
 * (`^\w*\d*\w*\d*\w*1$` froze a register tab for 53 s on the browser's engine). Until re2js has loaded (a few
 * milliseconds after the form's rules arrive) the §5 expression of the rule's id stands in; a pattern RE2 cannot
 * run (a backreference) keeps that stand-in for good, with a logged reason.
 */
export function linearServerPattern(field: string, compiled: RegExp, standIn: RegExp | null): Matcher {
  let matcher: Matcher | null | undefined;
  const current = (): Matcher | null => {
    if (matcher === undefined && engine) {
      matcher = linearMatcher(engine, compiled.source, compiled.flags);
      if (!matcher) warnUnsafePatternOnce(field, compiled.source, 'not runnable in linear time (backreference or lookaround)');
    }
    return matcher ?? standIn;
  };
  if (!engine) void loadLinearEngine().catch(() => console.warn('[forms] the linear-time pattern engine did not load; the §5 expressions stand in.'));
  return { source: compiled.source, test: (value) => current()?.test(value) ?? true };
}

export function warnUnsafePatternOnce(field: string, source: string, reason: string): void {
  const key = `unsafe\u0000${field}\u0000${source}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(
    `[forms] server fault: the pattern of field "${field}" is ignored as unsafe (${reason}); the field's own pattern id and length are checked.`,
    source,
  );
}

export function warnServerFaultOnce(field: string, source: string): void {
  const key = `${field}\u0000${source}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[forms] server fault: the pattern of field "${field}" does not compile; only its length is checked.`, source);
}

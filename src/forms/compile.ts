import { checkPatternSafety } from './pattern-safety';
import { patterns } from './patterns';

/**
 * Turns a server's `acceptedPattern` into a RegExp, once per source.
 *
 * A pattern that could take exponential time (pattern-safety.ts: nested
 * quantifiers, backreferences) is not run: `unsafePatternReason` says why, and
 * the caller uses the §5 table's expression for the rule's patternId instead
 * (the table's own expressions are trusted as written).
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

/** Why a compiled server pattern must not run (null: it may). */
export function unsafePatternReason(compiled: RegExp): string | null {
  if (trusted.has(compiled.source)) return null;
  const verdict = checkPatternSafety(compiled.source);
  return verdict.safe ? null : verdict.reason;
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

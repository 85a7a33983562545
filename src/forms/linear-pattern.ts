/**
 * An untrusted pattern (a settings tree's `acceptedPattern`) matched in linear
 * time by an RE2 engine (re2js), in the sandbox and in the portal alike. A
 * backtracking engine takes polynomial time on patterns no static check can
 * flag: `^\w*\d*\w*\d*\w*1$` held a tab for 53 s on a 40-character value.
 *
 * RE2 has no lookaround. The one use settings trees make of it, leading
 * lookaheads (`^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$`), is rewritten: each
 * lookahead becomes its own anchored search and the rest a search of its own.
 * A pattern RE2 still cannot run (a backreference, a lookahead elsewhere)
 * answers null and the caller falls back (§5 expression, or length only).
 *
 * Pure: the engine is passed in, so the portal can load re2js only when a
 * server sends a pattern of its own.
 */
export interface LinearEngine {
  compile(source: string, flags?: number): { test(input: string): boolean };
  CASE_INSENSITIVE: number;
  DOTALL: number;
  MULTILINE: number;
}

export interface Matcher {
  readonly source: string;
  test(value: string): boolean;
}

/** Index of the `]` closing the character class that opens at `open` (a `[`), skipping escapes; a leading `^` or `]` belongs to the class. */
function classEnd(src: string, open: number): number {
  let i = open + 1;
  if (src[i] === '^') i++;
  if (src[i] === ']') i++;
  while (i < src.length && src[i] !== ']') i += src[i] === '\\' ? 2 : 1;
  return i;
}

/** Index just past the group that opens at `open` (a `(`), skipping escapes and character classes; -1 when unbalanced. */
function groupEnd(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(src, i);
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

interface Parts {
  lookaheads: { body: string; negative: boolean }[];
  rest: string;
}

/** Does the pattern hold a `|` outside every group (`^(?=x)a|b` cannot be split: its `b` has no lookahead)? */
function topLevelAlternation(src: string): boolean {
  let depth = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(src, i);
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}

/** `^(?=A)(?!B)REST` → lookaheads A (positive), B (negative) and `^REST`; any other pattern is its own rest. */
export function splitLeadingLookaheads(source: string): Parts {
  if (!source.startsWith('^') || topLevelAlternation(source)) return { lookaheads: [], rest: source };
  const lookaheads: Parts['lookaheads'] = [];
  let i = 1;
  while (source.startsWith('(?=', i) || source.startsWith('(?!', i)) {
    const end = groupEnd(source, i);
    if (end < 0) return { lookaheads: [], rest: source };
    lookaheads.push({ body: source.slice(i + 3, end - 1), negative: source[i + 2] === '!' });
    i = end;
  }
  return { lookaheads, rest: `^${source.slice(i)}` };
}

export function linearMatcher(engine: LinearEngine, source: string, jsFlags = ''): Matcher | null {
  let flags = 0;
  if (jsFlags.includes('i')) flags |= engine.CASE_INSENSITIVE;
  if (jsFlags.includes('s')) flags |= engine.DOTALL;
  if (jsFlags.includes('m')) flags |= engine.MULTILINE;
  // A multiline pattern's ^ is any line start: its lookaheads are not leading ones.
  const { lookaheads, rest } = jsFlags.includes('m') ? { lookaheads: [], rest: source } : splitLeadingLookaheads(source);
  try {
    const checks = lookaheads.map((l) => ({ re: engine.compile(`^(?:${l.body})`, flags), negative: l.negative }));
    const main = engine.compile(rest, flags);
    return {
      source,
      test: (value) => checks.every((c) => c.re.test(value) !== c.negative) && main.test(value),
    };
  } catch {
    return null;
  }
}

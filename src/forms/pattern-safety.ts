/**
 * Is a server's pattern safe to run with a backtracking engine (the browser's
 * RegExp, Node's)? A pattern like `^(a+)+$` takes exponential time on a string
 * of a's ending in '!' (24 characters froze a tab for 1.2 s): a hostile or
 * careless settings tree must not be able to do that to every visitor.
 *
 * The check is conservative and linear in the pattern's length: it refuses
 * - a repeated group (`*`, `+`, `{n,}`, `{n,m}` with m > 1) whose body itself
 *   repeats something or holds an alternation (star height above one: `(a+)+`,
 *   `(a|aa)*`, `(\w+\s?)*`),
 * - backreferences (`\1`, `\k<name>`), which no linear-time engine can run,
 * - sources longer than MAX_PATTERN_LENGTH.
 * Patterns it refuses are not necessarily exponential (the e-mail pattern of
 * §5 has a repeated group with a repeat inside and is fine): callers fall back
 * to a trusted expression (the §5 table in the portal) or to a linear-time
 * engine (re2js in the sandbox), never to the pattern itself.
 *
 * Pure TypeScript, shared by src/forms and sandbox/rules.ts.
 */
export const MAX_PATTERN_LENGTH = 500;
/** Values longer than this are never matched against a pattern (the field's maxLength applies first; this caps a huge one). */
export const MAX_MATCHED_LENGTH = 256;

export type PatternVerdict = { safe: true } | { safe: false; reason: string };

interface Frame {
  repeats: boolean;
  alternates: boolean;
}

/** Reads a quantifier at `i`; returns its length and whether it repeats (can match its atom more than once). */
function quantifierAt(src: string, i: number): { length: number; repeats: boolean } | null {
  const c = src[i];
  if (c === '*' || c === '+') return { length: src[i + 1] === '?' ? 2 : 1, repeats: true };
  if (c === '?') return { length: src[i + 1] === '?' ? 2 : 1, repeats: false };
  if (c === '{') {
    const m = /^\{(\d+)(,(\d*))?\}\??/.exec(src.slice(i));
    if (!m) return null;
    const min = Number(m[1]);
    const max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
    return { length: m[0].length, repeats: max > 1 };
  }
  return null;
}

export function checkPatternSafety(source: string): PatternVerdict {
  if (source.length > MAX_PATTERN_LENGTH) return { safe: false, reason: `longer than ${MAX_PATTERN_LENGTH} characters` };
  const stack: Frame[] = [{ repeats: false, alternates: false }];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9]/.test(next) || next === 'k') return { safe: false, reason: 'backreference' };
      // \p{…}, \u{…}, \x41 …: skip the escape as one atom.
      const braced = /^\\[pPu]\{[^}]*\}/.exec(source.slice(i));
      i += braced ? braced[0].length : 2;
    } else if (c === '[') {
      // A character class is one atom: skip to its unescaped closing bracket.
      i++;
      if (source[i] === '^') i++;
      if (source[i] === ']') i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === '(') {
      stack.push({ repeats: false, alternates: false });
      i++;
      // (?:, (?=, (?!, (?<=, (?<!, (?<name>: the prefix is not an atom.
      const prefix = /^\?(?::|=|!|<=|<!|<[A-Za-z_][A-Za-z0-9_]*>)/.exec(source.slice(i));
      if (prefix) i += prefix[0].length;
      continue;
    } else if (c === ')') {
      const group = stack.pop();
      if (!group || stack.length === 0) return { safe: false, reason: 'unbalanced parentheses' };
      i++;
      const q = quantifierAt(source, i);
      if (q) {
        if (q.repeats && (group.repeats || group.alternates)) {
          return { safe: false, reason: `a repeated group ${group.alternates ? 'holds an alternation' : 'repeats inside'} (nested quantifier)` };
        }
        i += q.length;
      }
      const parent = stack[stack.length - 1]!;
      parent.repeats ||= group.repeats || !!q?.repeats;
      parent.alternates ||= false;
      continue;
    } else if (c === '|') {
      stack[stack.length - 1]!.alternates = true;
      i++;
      continue;
    } else {
      i++;
    }
    // The atom just read may carry a quantifier.
    const q = quantifierAt(source, i);
    if (q) {
      if (q.repeats) stack[stack.length - 1]!.repeats = true;
      i += q.length;
    }
  }
  if (stack.length !== 1) return { safe: false, reason: 'unbalanced parentheses' };
  return { safe: true };
}

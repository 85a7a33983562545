import type { FieldRule, RegisterSettings } from '../src/api/models';
import { RE2JS } from 're2js';
import { refuse } from './envelope';
import { MAX_MATCHED_LENGTH } from '../src/forms/pattern-safety';
import { linearMatcher, type Matcher } from '../src/forms/linear-pattern';
import { patterns } from '../src/forms/patterns';

/**
 * The same register-field rules the sandbox serves (§3, §5), enforced on the
 * way in: a value is valid when it matches acceptedPattern ('*' = anything)
 * and its length lies within minLength..maxLength; required fields must be
 * present. Refusal: INVALID_FIELD with value { field }.
 */
const patternCache = new Map<string, Matcher | null>();
const trusted = new Set(patterns.map((p) => p.regex.source));
/** Longest value ever refused without reading it (a QA maxLength of a million must not feed a pattern a megabyte). */
export const MAX_FIELD_LENGTH = 1024;

/**
 * The §5 table's own expressions run as written; every other pattern (the settings tree's, QA's) runs on
 * re2js, in linear time (src/forms/linear-pattern.ts): no pattern can hold the event loop. One that does not
 * compile, or that RE2 cannot run (a backreference), is ignored with a logged reason and the length check stands.
 */
function compile(source: string): Matcher | null {
  if (!patternCache.has(source)) {
    let matcher: Matcher | null = null;
    try {
      const native = new RegExp(source, 'u');
      if (trusted.has(native.source)) matcher = native;
      else {
        matcher = linearMatcher(RE2JS, source, 'u');
        if (!matcher) console.warn(`[sandbox] register rule pattern ignored: not linear-time compilable: ${source}`);
      }
    } catch {
      // QA may set a pattern that does not compile: the length check still applies (as in the portal).
    }
    patternCache.set(source, matcher);
  }
  return patternCache.get(source)!;
}

export function fieldProblem(rule: FieldRule, value: string): string | null {
  if (value.length > MAX_FIELD_LENGTH) return `must be at most ${Math.min(rule.maxLength, MAX_FIELD_LENGTH)} characters`;
  const len = [...value].length;
  if (len < rule.minLength || len > rule.maxLength)
    return `must be ${rule.minLength === rule.maxLength ? rule.minLength : `${rule.minLength}-${rule.maxLength}`} characters`;
  if (rule.acceptedPattern && rule.acceptedPattern !== '*') {
    const re = compile(rule.acceptedPattern);
    if (re && (len > MAX_MATCHED_LENGTH || !re.test(value))) return `does not match pattern ${rule.patternId}`;
  }
  return null;
}

/**
 * Check a payload. `always` are fields required whatever the settings say
 * (username and password in register mode, §5); disabled fields are ignored.
 */
export function enforceRules(rules: RegisterSettings, payload: Record<string, unknown>, always: string[]): void {
  for (const [field, rule] of Object.entries(rules)) {
    const mustHave = always.includes(field);
    if (!rule.enabled && !mustHave) continue;
    const raw = payload[field];
    const value = typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : String(raw);
    if (!value) {
      if (rule.required || mustHave) refuse('INVALID_FIELD', `${field} is required.`, 200, { field });
      continue;
    }
    const problem = fieldProblem(rule, value);
    if (problem) refuse('INVALID_FIELD', `${field} ${problem}.`, 200, { field });
  }
}

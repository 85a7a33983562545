import type { FieldRule, RegisterSettings } from '../src/api/models';
import { refuse } from './envelope';

/**
 * The same register-field rules the sandbox serves (§3, §5), enforced on the
 * way in: a value is valid when it matches acceptedPattern ('*' = anything)
 * and its length lies within minLength..maxLength; required fields must be
 * present. Refusal: INVALID_FIELD with value { field }.
 */
const patternCache = new Map<string, RegExp | null>();

function compile(source: string): RegExp | null {
  if (!patternCache.has(source)) {
    try {
      patternCache.set(source, new RegExp(source, 'u'));
    } catch {
      // QA may set a pattern that does not compile: the length check still applies (as in the portal).
      patternCache.set(source, null);
    }
  }
  return patternCache.get(source)!;
}

export function fieldProblem(rule: FieldRule, value: string): string | null {
  const len = [...value].length;
  if (len < rule.minLength || len > rule.maxLength) return `must be ${rule.minLength === rule.maxLength ? rule.minLength : `${rule.minLength}-${rule.maxLength}`} characters`;
  if (rule.acceptedPattern && rule.acceptedPattern !== '*') {
    const re = compile(rule.acceptedPattern);
    if (re && !re.test(value)) return `does not match pattern ${rule.patternId}`;
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

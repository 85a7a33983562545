import type { FieldRule } from '@/api/models';
import { compileServerPattern, isTrustedPattern, linearServerPattern, warnServerFaultOnce } from './compile';
import type { Matcher } from './linear-pattern';
import { LENGTH_ONLY_MESSAGE_ID, UNKNOWN_PATTERN_MESSAGE_ID, patternById } from './patterns';
import type { FieldInput, FieldSpec, MessageDescriptor } from './types';

/**
 * One server rule (§3: enabled, required, acceptedPattern, patternId, minLength,
 * maxLength) → one FieldSpec. Every screen's fields go through here, so a rule
 * changed on the server changes every form that uses it.
 */
export interface FieldOptions {
  labelId?: string;
  input?: FieldInput;
  autoComplete?: string;
  /** Overrides the rule's `enabled` (e.g. mobile always shows for mobile registration). */
  shown?: boolean;
  /** Overrides the rule's `required` (e.g. username always required on registration). */
  required?: boolean;
  mustEqual?: string;
  mismatchMessage?: MessageDescriptor;
  requiredMessage?: MessageDescriptor;
}

export const REQUIRED_MESSAGE_ID = 'forms.required';

const MAX_SANE_LENGTH = 100_000;

/** Bounds from untrusted numbers: integers, min ≥ 0, max absent/0 means unbounded, swapped if inverted. */
export function sanitiseBounds(minRaw: unknown, maxRaw: unknown): { min: number; max: number } {
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);
  let min = Math.floor(num(minRaw));
  let max = Math.floor(num(maxRaw));
  if (!Number.isFinite(min) || min < 0) min = 0;
  if (!Number.isFinite(max) || max <= 0 || max > MAX_SANE_LENGTH) max = Infinity;
  if (max < min) [min, max] = [max, min];
  return { min, max };
}

/** '6-12', a single '8' when equal (§5), '6+' when unbounded. */
export function rangeText(min: number, max: number): string {
  if (max === Infinity) return `${min}+`;
  return min === max ? String(min) : `${min}-${max}`;
}

export function specFromRule(name: string, rule: Partial<FieldRule> | undefined, options: FieldOptions = {}): FieldSpec {
  const r = rule ?? {};
  const { min, max } = sanitiseBounds(r.minLength, r.maxLength);
  const def = patternById(r.patternId);
  const source = typeof r.acceptedPattern === 'string' ? r.acceptedPattern.trim() : '';

  let pattern: Matcher | null;
  let serverFault = false;
  if (source === '*') pattern = null;
  else if (source === '') pattern = def?.regex ?? null;
  else {
    const compiled = compileServerPattern(source);
    if (!compiled) {
      serverFault = true;
      warnServerFaultOnce(name, source);
      pattern = null;
    } else {
      // The table's own expressions run as written; any other (hostile or careless: ReDoS) runs on RE2, in linear time.
      pattern = isTrustedPattern(compiled) ? compiled : linearServerPattern(name, compiled, def?.regex ?? null);
    }
  }

  // The message describes what is enforced: a pattern that is off ('*') or broken is
  // not, so only the length is described; an unknown id with a working pattern gets
  // the generic "format" message.
  const messageId = pattern === null ? LENGTH_ONLY_MESSAGE_ID : def ? def.messageId : UNKNOWN_PATTERN_MESSAGE_ID;
  return {
    name,
    labelId: options.labelId ?? `forms.field.${name}`,
    input: options.input ?? 'text',
    shown: options.shown ?? r.enabled === true,
    required: options.required ?? r.required === true,
    pattern,
    minLength: min,
    maxLength: max,
    invalidMessage: { id: messageId, values: { range: rangeText(min, max), min, max: max === Infinity ? '' : max } },
    requiredMessage: options.requiredMessage ?? { id: REQUIRED_MESSAGE_ID },
    mustEqual: options.mustEqual,
    mismatchMessage: options.mismatchMessage,
    autoComplete: options.autoComplete,
    serverFault,
  };
}

/** A field whose only rule is "equal to another field" (confirm password). */
export function confirmSpec(name: string, of: string, mismatchId: string, options: FieldOptions = {}): FieldSpec {
  return specFromRule(
    name,
    { enabled: true, required: true, acceptedPattern: '*', minLength: 0, maxLength: 0 },
    {
      input: 'password',
      autoComplete: 'new-password',
      ...options,
      mustEqual: of,
      mismatchMessage: { id: mismatchId },
    },
  );
}

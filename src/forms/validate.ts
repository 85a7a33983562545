import type { FieldSpec, FormErrors, FormValues, MessageDescriptor } from './types';
import { MAX_MATCHED_LENGTH } from './pattern-safety';

/**
 * The one validator (§5). Used on blur, on submit and by the benchmark: a value
 * is valid when, trimmed, it is within the bounds and matches the pattern; an
 * empty value is only an error when the field is required.
 */

/** Inputs are trimmed (§5); checkbox values are left as they are. */
export function normalise(spec: FieldSpec, raw: string | undefined): string {
  const v = raw ?? '';
  return spec.input === 'checkbox' ? v : v.trim();
}

/** Length in code points, so one emoji or one astral Han character counts as one. */
export function charLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}

export function validateField(spec: FieldSpec, raw: string | undefined, values: FormValues = {}): MessageDescriptor | null {
  if (!spec.shown) return null;
  const value = normalise(spec, raw);
  if (value === '') return spec.required ? spec.requiredMessage : null;
  if (spec.mustEqual !== undefined) {
    // Compare with the other field as it will be sent: trimmed too.
    const other = (values[spec.mustEqual] ?? '').trim();
    if (value !== other) return spec.mismatchMessage ?? spec.invalidMessage;
  }
  // Bounds first: cheap, and they cap the input a server pattern ever sees.
  const len = charLength(value);
  if (len < spec.minLength || len > spec.maxLength) return spec.invalidMessage;
  // A pattern never sees more than MAX_MATCHED_LENGTH characters, whatever bounds the server sent.
  if (spec.pattern && (len > MAX_MATCHED_LENGTH || !spec.pattern.test(value))) return spec.invalidMessage;
  return null;
}

export function validateForm(specs: readonly FieldSpec[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const spec of specs) {
    const err = validateField(spec, values[spec.name], values);
    if (err) errors[spec.name] = err;
  }
  return errors;
}

/** The trimmed values of the shown fields: what a form submits. */
export function submittedValues(specs: readonly FieldSpec[], values: FormValues): FormValues {
  const out: FormValues = {};
  for (const spec of specs) if (spec.shown) out[spec.name] = normalise(spec, values[spec.name]);
  return out;
}

import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { submittedValues, validateField, validateForm } from './validate';
import type { FieldSpec, FormErrors, FormValues, MessageDescriptor } from './types';

/**
 * State of one DynamicForm: values, the errors on show, and the checks. Owned by
 * the screen (so it can validate the mobile field before sending an SMS, or put
 * a server refusal under a field) and handed to <DynamicForm form={…} />.
 *
 * Errors show on blur and on submit; once a field shows an error it is
 * re-checked on every keystroke, so the message goes away as soon as it is fixed.
 */
export interface FormController {
  specs: readonly FieldSpec[];
  values: FormValues;
  errors: FormErrors;
  setValue: (name: string, value: string) => void;
  /** Validates one field and shows (or clears) its error; true when valid. */
  check: (name: string) => boolean;
  /** Validates every shown field; returns the trimmed values, or null with the errors shown. */
  checkAll: () => FormValues | null;
  setError: (name: string, error: MessageDescriptor | null) => void;
  reset: (values?: FormValues) => void;
}

export function useForm(specs: readonly FieldSpec[], initial: FormValues = {}): FormController {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  // The source of truth for checks that run in the same tick as a change (blur
  // right after autofill): written by setValue/reset, mirrored into state.
  const latest = useRef(initial);
  const specsRef = useRef(specs);
  useLayoutEffect(() => {
    specsRef.current = specs;
  }, [specs]);

  const putError = useCallback((name: string, err: MessageDescriptor | null) => {
    setErrors((prev) => {
      if (!err && !(name in prev)) return prev;
      const next = { ...prev };
      if (err) next[name] = err;
      else delete next[name];
      return next;
    });
  }, []);

  const check = useCallback(
    (name: string) => {
      const spec = specsRef.current.find((s) => s.name === name);
      if (!spec) return true;
      const err = validateField(spec, latest.current[name], latest.current);
      putError(name, err);
      return !err;
    },
    [putError],
  );

  const setValue = useCallback((name: string, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    setErrors((prev) => {
      // Live re-check only where an error is already on show (never nag while typing).
      const touchedNames = Object.keys(prev).filter((n) => n === name || specsRef.current.find((s) => s.name === n)?.mustEqual === name);
      if (touchedNames.length === 0) return prev;
      const out = { ...prev };
      for (const n of touchedNames) {
        const spec = specsRef.current.find((s) => s.name === n);
        const err = spec ? validateField(spec, next[n], next) : null;
        if (err) out[n] = err;
        else delete out[n];
      }
      return out;
    });
  }, []);

  const checkAll = useCallback(() => {
    const errs = validateForm(specsRef.current, latest.current);
    setErrors(errs);
    return Object.keys(errs).length ? null : submittedValues(specsRef.current, latest.current);
  }, []);

  const reset = useCallback((v: FormValues = {}) => {
    latest.current = v;
    setValues(v);
    setErrors({});
  }, []);

  return useMemo(
    () => ({ specs, values, errors, setValue, check, checkAll, setError: putError, reset }),
    [specs, values, errors, setValue, check, checkAll, putError, reset],
  );
}

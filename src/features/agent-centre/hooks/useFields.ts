import { useState } from 'react';

/** The messages of a form: one under each field, and `form` for a refusal that belongs to no field. */
export type FieldErrors<K extends string> = Partial<Record<K | 'form', string>>;

/**
 * The text fields of an agent dialog: what is typed in each, the message under
 * each, and the form's own refusal. `field(name)` is the value, change handler
 * and error of one TextField / PasswordField.
 */
export function useFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const field = (name: K) => ({ value: values[name], onChange: (v: string) => setValues((s) => ({ ...s, [name]: v })), error: errors[name] });
  /** A server refusal: under the field it names when the form has that field, else over the buttons. */
  const refuse = (name: string | null, text: string) => {
    const next: FieldErrors<K> = {};
    next[(Object.keys(initial) as K[]).find((k) => k === name) ?? 'form'] = text;
    setErrors(next);
  };
  return { values, errors, setErrors, field, refuse };
}

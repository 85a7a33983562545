import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Checkbox } from '@/components/form/Checkbox';
import { PasswordField } from '@/components/form/PasswordField';
import { TextField } from '@/components/form/TextField';
import { FormStack } from '@/components/form/FormLayout';
import type { FieldSpec, MessageDescriptor } from './types';
import type { FormController } from './useForm';

/**
 * Renders ANY list of field specs with the shared form controls: the screens
 * never lay out fields by hand, so a rule switched on the server shows up in
 * every form that uses it. Hidden specs are not rendered.
 *
 * - label above (with its star when required, §5), the rule's sentence as a
 *   hint under it, and no placeholder repeating the label (issue 31);
 * - the first error of a field under it (aria-invalid + aria-describedby);
 * - validation on blur and on submit; on a failed submit focus goes to the first
 *   invalid field, whose error is then read out.
 */
export interface FieldSlots {
  before?: ReactNode;
  after?: ReactNode;
  hint?: ReactNode;
  /** Replaces the translated label (e.g. the terms sentence with its link). */
  label?: ReactNode;
}

export interface DynamicFormProps {
  form: FormController;
  /** Called with the trimmed values when every shown field is valid. */
  onSubmit: (values: Record<string, string>) => void | Promise<void>;
  slots?: Partial<Record<string, FieldSlots>>;
  /** Rendered after the fields: form-level alert, actions, links. */
  children?: ReactNode;
  /** Prefix for input ids (two forms may be on one page). */
  idPrefix: string;
  className?: string;
  testId?: string;
}

const inputMode = (s: FieldSpec) => (s.input === 'numeric' ? 'numeric' : s.input === 'tel' ? 'tel' : s.input === 'email' ? 'email' : undefined);

export function DynamicForm({ form, onSubmit, slots = {}, children, idPrefix, className, testId }: DynamicFormProps) {
  const intl = useIntl();
  const refs = useRef(new Map<string, HTMLInputElement | null>());
  const wantFocus = useRef(false);

  const label = (s: FieldSpec) => intl.formatMessage({ id: s.labelId });
  const message = (s: FieldSpec, d: MessageDescriptor | undefined) => (d ? intl.formatMessage({ id: d.id }, { ...d.values, field: label(s) }) : undefined);

  // The rule's own sentence ("6-16 letters or digits…") is the hint under the
  // field, always visible (a placeholder would be cut off on phones and vanish
  // on typing). No placeholder: "* Username" under the label "Username *" only said it twice.
  const ruleHint = (s: FieldSpec) => (!s.mustEqual && (s.pattern !== null || s.minLength > 0) ? message(s, s.invalidMessage) : undefined);

  // After a failed submit, focus the first invalid shown field (in spec order).
  useEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    const first = form.specs.find((s) => s.shown && form.errors[s.name]);
    if (first) refs.current.get(first.name)?.focus();
  }, [form.errors, form.specs]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values = form.checkAll();
    if (!values) {
      wantFocus.current = true;
      return;
    }
    void onSubmit(values);
  };

  return (
    <FormStack noValidate onSubmit={submit} className={className} data-testid={testId}>
      {form.specs.map((s) => {
        if (!s.shown) return null;
        const slot = slots[s.name] ?? {};
        const common = {
          id: `${idPrefix}-${s.name}`,
          name: s.name,
          ref: (el: HTMLInputElement | null) => {
            refs.current.set(s.name, el);
          },
          required: s.required,
          error: message(s, form.errors[s.name]),
          onBlur: () => form.check(s.name),
        };
        if (s.input === 'checkbox') {
          return (
            <Checkbox
              key={s.name}
              {...common}
              label={slot.label ?? label(s)}
              checked={form.values[s.name] === '1'}
              onChange={(c) => form.setValue(s.name, c ? '1' : '')}
            />
          );
        }
        const Control = s.input === 'password' ? PasswordField : TextField;
        return (
          <Control
            key={s.name}
            {...common}
            label={slot.label ?? label(s)}
            value={form.values[s.name] ?? ''}
            onChange={(v) => form.setValue(s.name, v)}
            type={s.input === 'email' ? 'email' : s.input === 'tel' ? 'tel' : s.input === 'password' ? undefined : 'text'}
            inputMode={inputMode(s)}
            autoComplete={s.autoComplete}
            maxLength={Number.isFinite(s.maxLength) && s.input !== 'password' ? s.maxLength : undefined}
            before={slot.before}
            after={slot.after}
            hint={slot.hint ?? ruleHint(s)}
            data-server-fault={s.serverFault || undefined}
          />
        );
      })}
      {children}
    </FormStack>
  );
}

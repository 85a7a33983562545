import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell, controlAria } from './FieldShell';
import { Adornment, Input, InputRow } from './inputStyles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field; makes the field aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
}

/** A labelled text input. `required` shows the star and sets aria-required; the form decides when to validate. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onChange, error, hint, before, after, id: idProp, required, type = 'text', ...rest },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const invalid = Boolean(error);
  return (
    <FieldShell id={id} label={label} required={required} error={error} hint={hint}>
      <InputRow invalid={invalid}>
        {before && <Adornment>{before}</Adornment>}
        <Input
          ref={ref}
          id={id}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...controlAria(id, { invalid, required, hint: Boolean(hint) })}
          {...rest}
        />
        {after && <Adornment>{after}</Adornment>}
      </InputRow>
    </FieldShell>
  );
});

import styled from '@emotion/styled';
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { FieldShell, controlAria } from './FieldShell';
import { bareField, InputRow } from './inputStyles';
import { theme } from '@/theme/theme';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  /** The label of an option with the empty value before the others ("All", "Choose…"). */
  blank?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
}

const Native = styled.select`
  ${bareField};
  padding: 0 ${theme.space(9)} 0 ${theme.space(3)};
  appearance: none;
  cursor: pointer;
  option {
    background: ${theme.colours.surface};
    color: ${theme.colours.text};
  }
`;

const Chevron = styled.span`
  position: absolute;
  inset-inline-end: ${theme.space(3)};
  top: 50%;
  transform: translateY(-50%);
  pointer-events: none;
  color: ${theme.colours.textMuted};
  display: flex;
`;

/** A native select in the input look: the platform's picker is the most usable one on phones. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, value, options, blank, onChange, error, id: idProp, required, ...rest },
  ref,
) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const invalid = Boolean(error);
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <InputRow invalid={invalid} style={{ position: 'relative' }}>
        <Native ref={ref} id={id} value={value} onChange={(e) => onChange(e.target.value)} {...controlAria(id, { invalid, required })} {...rest}>
          {blank !== undefined && <option value="">{blank}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Native>
        <Chevron>
          <Icon name="chevron-down" size={18} />
        </Chevron>
      </InputRow>
    </FieldShell>
  );
});

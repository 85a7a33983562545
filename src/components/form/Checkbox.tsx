import styled from '@emotion/styled';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell, controlAria } from './FieldShell';
import { theme } from '@/theme/theme';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'type'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ReactNode;
}

const Row = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(2)};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.colours.text};
  cursor: pointer;
  a {
    color: ${theme.colours.primary};
    font-weight: ${theme.font.weight.medium};
  }
`;

const Box = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 2px 0 0;
  accent-color: ${theme.colours.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: 2px;
  }
`;

/** A native checkbox (keyboard and screen readers for free) with its label on the same row. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, checked, onChange, error, id: idProp, required, ...rest }, ref) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const invalid = Boolean(error);
  return (
    <FieldShell id={id} label={label} error={error} labelHidden>
      <Row htmlFor={id}>
        <Box
          ref={ref}
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          {...controlAria(id, { invalid, required })}
          {...rest}
        />
        <span>{label}</span>
      </Row>
    </FieldShell>
  );
});

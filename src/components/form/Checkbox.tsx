import styled from '@emotion/styled';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldShell, controlAria } from './FieldShell';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'type'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ReactNode;
}

const Row = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${(p) => p.theme.space(2)};
  font-size: ${(p) => p.theme.font.size.sm};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  color: ${(p) => p.theme.colours.text};
  cursor: pointer;
  a {
    color: ${(p) => p.theme.colours.primary};
    font-weight: ${(p) => p.theme.font.weight.medium};
  }
`;

const Box = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 2px 0 0;
  accent-color: ${(p) => p.theme.colours.primary};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colours.focusRing};
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

import styled from '@emotion/styled';
import { forwardRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { TextField, type TextFieldProps } from './TextField';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.theme.space(9)};
  height: ${(p) => p.theme.space(9)};
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  background: transparent;
  color: ${(p) => p.theme.colours.textMuted};
  cursor: pointer;
  &:hover {
    color: ${(p) => p.theme.colours.text};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colours.focusRing};
  }
`;

/**
 * A password input with a show/hide toggle. The toggle is a real button with
 * aria-pressed, so keyboard and screen-reader users can check what they typed.
 * The value lives only in React state: nothing here ever persists it.
 */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(function PasswordField(props, ref) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const label = intl.formatMessage({ id: visible ? 'forms.password.hide' : 'forms.password.show' });
  return (
    <TextField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      after={
        <>
          {props.after}
          <Toggle type="button" aria-pressed={visible} aria-label={label} title={label} onClick={() => setVisible((v) => !v)}>
            <Icon name={visible ? 'eye-off' : 'eye'} size={18} />
          </Toggle>
        </>
      }
    />
  );
});

import { forwardRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { TextField, type TextFieldProps } from './TextField';

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
          <IconButton compact type="button" aria-pressed={visible} aria-label={label} title={label} onClick={() => setVisible((v) => !v)}>
            <Icon name={visible ? 'eye-off' : 'eye'} size={18} />
          </IconButton>
        </>
      }
    />
  );
});

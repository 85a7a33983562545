import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Tabs } from '@/components/Tabs';
import type { RegisterType } from '@/forms/forms';
import { useAuthFlags } from '../hooks/useAuthFlags';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

/**
 * Registration with its type switch (§2, §4): the username/mobile tabs show only
 * when mobile registration is on, starting on username. Each type is its own
 * form instance (keyed), so switching starts clean and reloads the captcha.
 */
export function RegisterPanel(props: Omit<RegisterFormProps, 'type'>) {
  const intl = useIntl();
  const { mobileRegistration, usernameRegistration } = useAuthFlags();
  const [picked, setPicked] = useState<RegisterType>('register');
  const both = mobileRegistration && usernameRegistration;
  const type: RegisterType = both ? picked : mobileRegistration ? 'registerMobile' : 'register';
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {both && (
        <Tabs
          idPrefix={`${props.idPrefix}-regtype`}
          ariaLabel={intl.formatMessage({ id: 'auth.register.method' })}
          value={type}
          onChange={(id) => setPicked(id as RegisterType)}
          items={[
            { id: 'register', label: intl.formatMessage({ id: 'auth.register.byUsername' }) },
            { id: 'registerMobile', label: intl.formatMessage({ id: 'auth.register.byMobile' }) },
          ]}
        />
      )}
      <RegisterForm key={type} type={type} {...props} />
    </div>
  );
}

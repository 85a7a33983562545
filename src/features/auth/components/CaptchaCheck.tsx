import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/Button';
import { Stack } from '@/components/Stack';
import { TextField } from '@/components/form/TextField';
import { CaptchaImage } from './CaptchaImage';

/**
 * The image-captcha provider's step before an SMS send: the picture and its text; the send carries the text
 * and the platform checks it (a wrong one refuses the send with the §8 sentence where the send shows errors).
 */
export function CaptchaCheck({ onAnswer }: { onAnswer: (captcha: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(intl.formatMessage({ id: 'auth.captcha.required' }));
    onAnswer(text.trim());
  };
  return (
    <form onSubmit={submit} noValidate data-testid="human-check-captcha">
      <Stack>
        <TextField
          label={intl.formatMessage({ id: 'auth.human.captcha.label' })}
          value={text}
          onChange={(v) => {
            setText(v);
            setError(undefined);
          }}
          error={error}
          required
          autoComplete="off"
          inputMode="numeric"
          after={<CaptchaImage scene="sms" />}
        />
        <Button type="submit" fullWidth>
          {intl.formatMessage({ id: 'auth.human.captcha.submit' })}
        </Button>
      </Stack>
    </form>
  );
}

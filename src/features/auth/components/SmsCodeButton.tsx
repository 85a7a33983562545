import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AlertDialog } from '@/components/AlertDialog';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { errorText } from '@/api/errors';
import { useCountdown } from '../hooks/useCountdown';
import { SEND_THROTTLE_MS, createRateGuard } from '../lib/timing';
import { theme } from '@/theme/theme';

/** What a send produced: a countdown length, or an absolute deadline (forgot password by phone). */
export type SmsSent = { seconds: number } | { until: number };

const Send = styled.button`
  min-width: 96px;
  height: 36px;
  padding: 0 ${theme.space(3)};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: ${theme.colours.primarySoft};
  color: ${theme.colours.text};
  font: inherit;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  font-variant-numeric: tabular-nums;
  &:hover:not(:disabled) {
    background: ${theme.colours.primary};
    color: ${theme.colours.onPrimary};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${theme.colours.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
  }
`;

/**
 * The send-code button beside an SMS code field (§4). `onSend` validates the
 * mobile number, runs human verification and calls the platform; it returns
 * null to stop quietly (invalid number, verification cancelled). While counting
 * down the button is disabled and shows the seconds left; presses are throttled
 * to one a second; a refusal shows the server's own message.
 */
export function SmsCodeButton({ onSend }: { onSend: () => Promise<SmsSent | null> }) {
  const intl = useIntl();
  const { left, startSeconds, startUntil } = useCountdown();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Announced once per send; the ticking label itself is not live (it would speak every second).
  const [announce, setAnnounce] = useState('');
  const [guard] = useState(() => createRateGuard(SEND_THROTTLE_MS));

  const send = async () => {
    if (busy || left > 0 || !guard()) return;
    setBusy(true);
    try {
      const sent = await onSend();
      if (sent) {
        if ('seconds' in sent) startSeconds(sent.seconds);
        else startUntil(sent.until);
        setAnnounce(intl.formatMessage({ id: 'auth.sms.sentAnnounce' }));
      }
    } catch (err) {
      setFailure(errorText(err, (id) => intl.formatMessage({ id })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <VisuallyHidden as="output" aria-live="polite">
        {announce}
      </VisuallyHidden>
      <Send type="button" onClick={send} disabled={busy || left > 0} data-testid="sms-send">
        {left > 0 ? intl.formatMessage({ id: 'auth.sms.sent' }, { seconds: left }) : intl.formatMessage({ id: 'auth.sms.send' })}
      </Send>
      <AlertDialog open={failure !== null} title={intl.formatMessage({ id: 'auth.sms.failedTitle' })} message={failure} onConfirm={() => setFailure(null)} />
    </>
  );
}

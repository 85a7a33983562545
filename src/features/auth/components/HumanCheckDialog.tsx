import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { api } from '@/api/api';
import { errorText } from '@/api/errors';
import { Modal } from '@/components/Modal';
import { answerHuman, humanCheck } from '../stores/human-check';
import { theme } from '@/theme/theme';

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  width: 100%;
  min-height: 56px;
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colours.surfaceSunken};
  color: ${theme.colours.text};
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: 2px;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${theme.colours.success};
    cursor: inherit;
  }
`;

const Failure = styled.p`
  margin: ${theme.space(3)} 0 0;
  color: ${theme.colours.danger};
`;

/**
 * The reCAPTCHA-style human check before an SMS send (token provider): one
 * press on "I'm not a robot"; the platform decides, and answers a pass token
 * the send carries. Refused: the §8 sentence and a fresh challenge on the next
 * press. Closed: the send stops quietly.
 */
export function HumanCheckDialog() {
  const intl = useIntl();
  const { challengeId } = useSnapshot(humanCheck);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  const press = async () => {
    if (!challengeId || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      // What a real provider scores (timing, pointer, browser); the sandbox only needs an answer.
      const answer = JSON.stringify({ at: Date.now(), lang: navigator.language });
      const { humanToken } = await api.call('humanVerify', { body: { challengeId, answer } });
      answerHuman(humanToken);
    } catch (err) {
      setFailure(errorText(err, (id, v) => intl.formatMessage({ id }, v)));
      // A refused challenge is spent: the next press asks a new one.
      try {
        humanCheck.challengeId = (await api.call('humanChallenge')).challengeId;
      } catch {
        // the failure above stays shown
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={challengeId !== null}
      onClose={() => {
        setFailure(null);
        answerHuman(null);
      }}
      title={t('auth.human.title')}
      size="sm"
      testId="human-check"
    >
      <Check aria-busy={busy} data-testid="human-check-box">
        <input type="checkbox" checked={busy} disabled={busy} onChange={() => void press()} />
        {t('auth.human.notRobot')}
      </Check>
      <div role="alert">{failure && <Failure data-testid="human-check-error">{failure}</Failure>}</div>
    </Modal>
  );
}

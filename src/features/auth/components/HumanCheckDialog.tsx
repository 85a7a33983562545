import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { api } from '@/api/api';
import { errorText } from '@/api/errors';
import { Modal } from '@/components/Modal';
import { controlFace } from '@/components/control-face';
import { answerHuman, humanCheck, nextChallenge } from '@/session/human-check';
import { CaptchaCheck } from './CaptchaCheck';
import { SliderPuzzle } from './SliderPuzzle';
import { theme } from '@/theme/theme';

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  width: 100%;
  min-height: 56px;
  padding: ${theme.space(3)} ${theme.space(4)};
  ${controlFace('md', 'surfaceSunken')};
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
 * The human check before an SMS send, as the platform's provider says: "I'm not a robot" (token), the slider
 * puzzle (slider) or the image captcha (captcha). The platform decides; a pass gives the fields the send
 * carries. Refused: the §8 sentence and a fresh challenge. Closed: the send stops quietly.
 */
export function HumanCheckDialog() {
  const intl = useIntl();
  const { challenge } = useSnapshot(humanCheck);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = (id: string) => intl.formatMessage({ id });

  /** Token and slider: the platform scores the answer and gives a pass token; refused, the next challenge. */
  const verify = async (answer: string) => {
    if (!challenge || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const { humanToken } = await api.call('humanVerify', { body: { challengeId: challenge.challengeId, answer } });
      answerHuman({ humanToken });
    } catch (err) {
      setFailure(errorText(err, (id, v) => intl.formatMessage({ id }, v)));
      try {
        nextChallenge(await api.call('humanChallenge'));
      } catch {
        // the failure above stays shown
      }
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setFailure(null);
    answerHuman(null);
  };
  const provider = challenge?.provider;
  return (
    <Modal
      open={challenge !== null}
      onClose={close}
      title={t(provider === 'slider' ? 'auth.human.slider.title' : 'auth.human.title')}
      size="sm"
      testId="human-check"
    >
      {provider === 'slider' && challenge?.puzzle ? (
        <SliderPuzzle key={challenge.challengeId} puzzle={challenge.puzzle} busy={busy} onAnswer={(answer) => void verify(answer)} />
      ) : provider === 'captcha' ? (
        <CaptchaCheck onAnswer={(captcha) => answerHuman({ captcha })} />
      ) : (
        <Check aria-busy={busy} data-testid="human-check-box">
          {/* What a real provider scores (timing, pointer, browser); the sandbox only needs an answer. */}
          <input type="checkbox" checked={busy} disabled={busy} onChange={() => void verify(JSON.stringify({ at: Date.now(), lang: navigator.language }))} />
          {t('auth.human.notRobot')}
        </Check>
      )}
      <div role="alert">{failure && <Failure data-testid="human-check-error">{failure}</Failure>}</div>
    </Modal>
  );
}

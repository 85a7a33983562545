import { proxy } from 'valtio';

/**
 * The open human check (a reCAPTCHA-style "I'm not a robot" step before an SMS
 * send): the platform's challenge and the flow waiting for its answer. The
 * dialog (HumanCheckDialog) resolves it with the pass token, or null when the
 * person closes it.
 */
export const humanCheck = proxy({
  challengeId: null as string | null,
});

let waiting: ((token: string | null) => void) | null = null;

export function askHuman(challengeId: string): Promise<string | null> {
  waiting?.(null);
  humanCheck.challengeId = challengeId;
  return new Promise((resolve) => (waiting = resolve));
}

export function answerHuman(token: string | null): void {
  humanCheck.challengeId = null;
  const done = waiting;
  waiting = null;
  done?.(token);
}

import { proxy, ref } from 'valtio';
import type { HumanChallenge } from '@/api/types.generated';

/**
 * The open human check before an SMS send: the platform's challenge (its
 * provider says which check: "I'm not a robot", the slider puzzle or the image
 * captcha) and the flow waiting for its answer. The dialog (HumanCheckDialog)
 * resolves it with the fields the send carries (`humanToken` or `captcha`), or
 * null when the person closes it.
 */
export type HumanAnswer = { humanToken: string } | { captcha: string };

export const humanCheck = proxy({
  challenge: null as HumanChallenge | null,
});

let waiting: ((answer: HumanAnswer | null) => void) | null = null;

export function askHuman(challenge: HumanChallenge): Promise<HumanAnswer | null> {
  waiting?.(null);
  // ref: the puzzle's pictures are large strings nobody edits; no proxy around them.
  humanCheck.challenge = ref(challenge);
  return new Promise((resolve) => (waiting = resolve));
}

/** A refused answer spends the challenge: the dialog shows the next one. */
export function nextChallenge(challenge: HumanChallenge): void {
  humanCheck.challenge = ref(challenge);
}

export function answerHuman(answer: HumanAnswer | null): void {
  humanCheck.challenge = null;
  const done = waiting;
  waiting = null;
  done?.(answer);
}

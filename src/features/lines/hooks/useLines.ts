import { useStore } from '@/api/use-store';
import { lineSwitch, type LineSnapshot } from '@/api/line-switch';

const NONE: LineSnapshot = { current: '', primary: '', lines: [], measures: {}, measuring: false, moved: null };
const noSubscription = () => () => undefined;

/** The portal's lines as they are now (src/api/line-switch.ts); none before boot configured them (tests, pre-render). */
export function useLines(): LineSnapshot {
  const lines = lineSwitch();
  return useStore(lines?.subscribe ?? noSubscription, lines?.snapshot ?? (() => NONE), () => NONE);
}

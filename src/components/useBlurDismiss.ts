import { useCallback, useEffect, useRef, type FocusEvent } from 'react';

/** §9: side-menu popups close 200 ms after blur, so a click that moves focus inside the popup still lands. */
export const POPUP_BLUR_CLOSE_MS = 200;

/**
 * Spread the returned handlers on a popup's wrapper (trigger + panel): when
 * focus leaves the wrapper, `close` runs after the delay unless focus came back.
 */
export function useBlurDismiss(close: () => void, ms = POPUP_BLUR_CLOSE_MS) {
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);

  const onBlur = useCallback(
    (e: FocusEvent<HTMLElement>) => {
      if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
      cancel();
      timer.current = window.setTimeout(close, ms);
    },
    [cancel, close, ms],
  );
  return { onBlur, onFocus: cancel };
}

import styled from '@emotion/styled';
import { forwardRef, useLayoutEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { safeGameUrl } from '@/lib/game-launch';
import { theme } from '@/theme/theme';

/**
 * Plays a game (or the lottery lobby) in a sandboxed iframe. Only http(s)
 * addresses are loaded: anything else renders `refused` instead, so a hostile
 * launch answer can never run script in the portal's origin.
 *
 * The sandbox keeps what game vendors need (scripts, their own storage, forms,
 * cashier popups) and drops top navigation, so a game cannot take over the tab.
 */
export const GAME_IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';
/**
 * A game on the portal's own origin must not get allow-same-origin: with
 * allow-scripts it would share the portal's origin, read the session token
 * and remove its own sandbox. It runs in an opaque origin instead.
 */
export const SAME_ORIGIN_GAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

export function gameSandboxFor(url: string, pageOrigin: string): string {
  try {
    return new URL(url, pageOrigin).origin === pageOrigin ? SAME_ORIGIN_GAME_SANDBOX : GAME_IFRAME_SANDBOX;
  } catch {
    return SAME_ORIGIN_GAME_SANDBOX;
  }
}

export interface IframeHostProps {
  src: string | null;
  /** Screen-reader name of the frame (the game's name). */
  title: string;
  /** Shown when there is no address or it was refused. */
  refused?: ReactNode;
  className?: string;
  onLoad?: () => void;
}

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  background: ${theme.colours.surfaceSunken};
`;

export function IframeHost({ src, title, refused = null, className, onLoad }: IframeHostProps) {
  const safe = useMemo(() => (src ? safeGameUrl(src, window.location.href) : null), [src]);
  if (!safe) return <>{refused}</>;
  return (
    <Frame
      className={className}
      src={safe}
      title={title}
      sandbox={gameSandboxFor(safe, window.location.origin)}
      // `fullscreen` in allow is the whole grant: the legacy allowFullScreen beside it only makes Chrome warn.
      allow="autoplay; fullscreen; clipboard-write"
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={onLoad}
    />
  );
}

/**
 * Fills the viewport below the header and beside the side menu, whatever
 * padding the layout's content area has: it covers the closest <main> (fixed
 * to its box, tracked as the side menu folds or the window resizes). Used by
 * the game and lottery frames, which should never scroll the page.
 */
const Fill = styled.div`
  position: fixed;
  display: flex;
  flex-direction: column;
  background: ${theme.colours.background};
  z-index: 1;
  &:fullscreen {
    inset: 0 !important;
  }
`;

export const ViewportFill = forwardRef<HTMLDivElement, { children: ReactNode; className?: string } & HTMLAttributes<HTMLDivElement>>(function ViewportFill(
  { children, ...rest },
  outer,
) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [box, setBox] = useState<{ top: number; left: number; right: number } | null>(null);

  useLayoutEffect(() => {
    const main = anchor.current?.closest('main') ?? anchor.current?.parentElement;
    if (!main) return;
    const measure = () => {
      const r = main.getBoundingClientRect();
      const next = { top: Math.max(0, r.top + window.scrollY), left: Math.max(0, r.left), right: Math.max(0, window.innerWidth - r.right) };
      setBox((b) => (b && b.top === next.top && b.left === next.left && b.right === next.right ? b : next));
    };
    measure();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    ro?.observe(main);
    window.addEventListener('resize', measure);
    return () => {
      ro?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  return (
    <>
      <span ref={anchor} hidden />
      {box && (
        <Fill ref={outer} style={{ top: box.top, left: box.left, right: box.right, bottom: 0 }} {...rest}>
          {children}
        </Fill>
      )}
    </>
  );
});

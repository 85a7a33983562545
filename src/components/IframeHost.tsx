import styled from '@emotion/styled';
import { useMemo, type ReactNode } from 'react';
import { safeGameUrl } from '@/lib/game-launch';

/**
 * Plays a game (or the lottery lobby) in a sandboxed iframe. Only http(s)
 * addresses are loaded: anything else renders `refused` instead, so a hostile
 * launch answer can never run script in the portal's origin.
 *
 * The sandbox keeps what game vendors need (scripts, their own storage, forms,
 * cashier popups) and drops top navigation, so a game cannot take over the tab.
 */
export const GAME_IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

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
  background: ${(p) => p.theme.colours.surfaceSunken};
`;

export function IframeHost({ src, title, refused = null, className, onLoad }: IframeHostProps) {
  const safe = useMemo(() => (src ? safeGameUrl(src, window.location.href) : null), [src]);
  if (!safe) return <>{refused}</>;
  return (
    <Frame
      className={className}
      src={safe}
      title={title}
      sandbox={GAME_IFRAME_SANDBOX}
      allow="autoplay; fullscreen; clipboard-write"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={onLoad}
    />
  );
}

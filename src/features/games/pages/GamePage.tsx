import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Game } from '@/api/models';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { IframeHost, ViewportFill } from '@/components/IframeHost';
import { FrameLoading, FrameStage } from '@/components/FrameStage';
import { EmptyState } from '@/components/StateMessage';
import { session } from '@/session/session';
import { LaunchHost } from '../components/LaunchHost';
import { VisitorGame } from '../components/VisitorGame';
import { useLaunchGame } from '../hooks/useLaunchGame';
import { launchState } from '../stores/launch';
import { theme } from '@/theme/theme';

/**
 * /game (§2): the game in a sandboxed iframe under the header. Plays the
 * address kept in sessionStorage `iframeUrl` (so a reload keeps the game), or
 * launches a deep link /game?node=<id>&vendor=<code> once the player is in
 * and has pressed Play: a link from anywhere (a message, another site) never
 * starts a game, and spends nothing, without the player's own click.
 */
const BAR_HEIGHT = '44px';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  height: ${BAR_HEIGHT};
  padding: 0 ${theme.space(2)};
  border-bottom: 1px solid ${theme.colours.border};
  background: ${theme.colours.surface};
  h1 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: ${theme.font.size.md};
    font-weight: ${theme.font.weight.medium};
    color: ${theme.colours.text};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

function deepLinkGame(node: string, vendor: string): Game {
  return { nodeId: node, gameId: node, vassalage: vendor, gameType: 'RNG', gameName: '', smallIcon: '', code: '' };
}

export function GamePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [sp, setSp] = useSearchParams();
  const { iframeUrl, title, pending } = useSnapshot(launchState);
  const { token } = useSnapshot(session);
  const { launch } = useLaunchGame();
  const wrapRef = useRef<HTMLDivElement>(null);
  const [frameKey, setFrameKey] = useState(0);
  const node = sp.get('node');
  const vendor = sp.get('vendor');
  const [confirmed, setConfirmed] = useState(false);

  // Deep link: a visitor sees the game and its ways in (VisitorGame); the launch waits for a token and the player's own press.
  useEffect(() => {
    if (!node || !vendor || !token || !confirmed) return;
    void launch({ kind: 'game', game: deepLinkGame(node, vendor) }).then(() => setSp({}, { replace: true }));
  }, [node, vendor, token, confirmed, launch, setSp]);

  const gameTitle = title || intl.formatMessage({ id: 'game.title' });
  const fullscreen = () => {
    const el = wrapRef.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void el.requestFullscreen?.().catch(() => {});
  };

  let stage;
  if (node && vendor && !token) {
    stage = <VisitorGame node={node} vendor={vendor} onPlay={() => setConfirmed(true)} />;
  } else if (node && vendor && !confirmed && !pending) {
    stage = (
      <EmptyState
        icon="dice"
        title={intl.formatMessage({ id: 'game.deepLink.title' })}
        description={intl.formatMessage({ id: 'game.deepLink.note' })}
        action={
          <Button onClick={() => setConfirmed(true)} data-testid="game-deep-link-play">
            {intl.formatMessage({ id: 'game.deepLink.play' })}
          </Button>
        }
      />
    );
  } else if (pending || (node && vendor)) {
    stage = <FrameLoading label={intl.formatMessage({ id: 'game.launching' })} />;
  } else {
    stage = (
      <IframeHost
        key={frameKey}
        src={iframeUrl}
        title={gameTitle}
        refused={
          <EmptyState
            icon="dice"
            title={intl.formatMessage({ id: 'game.none' })}
            action={
              <Button variant="secondary" onClick={() => navigate('/')}>
                {intl.formatMessage({ id: 'common.backHome' })}
              </Button>
            }
          />
        }
      />
    );
  }

  return (
    <ViewportFill ref={wrapRef} data-testid="game-page">
      <Bar>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
          aria-label={intl.formatMessage({ id: 'game.back' })}
        >
          <Icon name="arrow-left" size={18} />
        </Button>
        <h1>{gameTitle}</h1>
        {iframeUrl && (
          <>
            <Button variant="ghost" size="sm" onClick={() => setFrameKey((k) => k + 1)} aria-label={intl.formatMessage({ id: 'game.reload' })}>
              <Icon name="refresh" size={18} />
            </Button>
            <Button variant="ghost" size="sm" onClick={fullscreen} aria-label={intl.formatMessage({ id: 'game.fullscreen' })}>
              <Icon name="fullscreen" size={18} />
            </Button>
          </>
        )}
      </Bar>
      <FrameStage>{stage}</FrameStage>
      <LaunchHost />
    </ViewportFill>
  );
}

export default GamePage;

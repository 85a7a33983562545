import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { FrameLoading, FrameStage } from '@/components/FrameStage';
import { IframeHost } from '@/components/IframeHost';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { useBrand } from '@/brand/brand-config';
import { language } from '@/i18n/language';
import { launchAddress } from '@/lib/game-launch';
import { useLotteryQuery } from '../hooks/useLotteryQuery';
import { lotteryLobbyQuery } from '../lib/lottery';

/**
 * The lottery lobby (or one game's betting view) in the sandboxed iframe host,
 * launched with the §7 parameters. Re-launched when the language or the member
 * changes (a new session resets the query cache), since the lobby signs the
 * player in from its address; a cached address is never shown again.
 */
export function LotteryFrame({ gameCode, playType }: { gameCode: string | null; playType: string | null }) {
  const intl = useIntl();
  const brand = useBrand();
  const { code: lang } = useSnapshot(language);
  const backUrl = `${window.location.origin}/`;
  const query = lotteryLobbyQuery({ gameCode, prizeMode: playType || brand.lotteryType, device: brand.device, backUrl, language: lang });
  const lobby = useLotteryQuery('lotteryLobby', query, launchAddress, { staleMs: 0, fresh: true });
  const title = intl.formatMessage({ id: 'lottery.frameTitle' });

  return (
    <FrameStage data-testid="lottery-frame">
      {lobby.error ? (
        <ErrorState messageKey={lobby.error} onRetry={lobby.retry} />
      ) : lobby.loading ? (
        <FrameLoading label={intl.formatMessage({ id: 'lottery.opening' })} />
      ) : (
        <IframeHost src={lobby.data} title={title} refused={<EmptyState icon="alert-triangle" title={intl.formatMessage({ id: 'error.invalidUrl' })} />} />
      )}
    </FrameStage>
  );
}

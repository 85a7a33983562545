import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { IframeHost } from '@/components/IframeHost';
import { Spinner } from '@/components/Spinner';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { useBrand } from '@/brand/brand-config';
import { language } from '@/i18n/language';
import { session } from '@/session/session';
import { fetchLotteryLobby } from '../api/lottery-api';
import { useLoad } from '../hooks/useLoad';

/**
 * The lottery lobby (or one game's betting view) in the sandboxed iframe host,
 * launched with the §7 parameters. Re-launched when the language or the member
 * changes, since the lobby signs the player in from its address.
 */
const Stage = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  > * {
    flex: 1;
  }
`;

const Centre = styled.output`
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${(p) => p.theme.colours.textMuted};
`;

export function LotteryFrame({ gameCode, playType }: { gameCode: string | null; playType: string | null }) {
  const intl = useIntl();
  const brand = useBrand();
  const { code: lang } = useSnapshot(language);
  const { token } = useSnapshot(session);
  const backUrl = `${window.location.origin}/`;
  const lobby = useLoad(`${gameCode}|${playType}|${lang}|${token}`, (signal) =>
    fetchLotteryLobby({ gameCode, prizeMode: playType || brand.lotteryType, device: brand.device, backUrl, language: lang }, signal),
  );
  const title = intl.formatMessage({ id: 'lottery.frameTitle' });

  return (
    <Stage data-testid="lottery-frame">
      {lobby.error ? (
        <ErrorState messageKey={lobby.error} onRetry={lobby.retry} />
      ) : lobby.loading ? (
        <Centre>
          <Spinner size={28} label={intl.formatMessage({ id: 'lottery.opening' })} />
        </Centre>
      ) : (
        <IframeHost src={lobby.data} title={title} refused={<EmptyState icon="alert-triangle" title={intl.formatMessage({ id: 'error.invalidUrl' })} />} />
      )}
    </Stage>
  );
}

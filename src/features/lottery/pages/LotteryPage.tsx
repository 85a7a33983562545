import { useSearchParams } from 'react-router-dom';
import { ViewportFill } from '@/components/IframeHost';
import { LotteryFrame } from '../components/LotteryFrame';

/**
 * /lottery (§2: header only; optional gameCode and playType): the lottery
 * lobby, or one game's betting view, filling the screen under the header.
 */
export function LotteryPage() {
  const [sp] = useSearchParams();
  return (
    <ViewportFill data-testid="lottery-page">
      <LotteryFrame gameCode={sp.get('gameCode')} playType={sp.get('playType')} />
    </ViewportFill>
  );
}

export default LotteryPage;

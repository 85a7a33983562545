import styled from '@emotion/styled';
import { useSearchParams } from 'react-router-dom';
import { LotteryFrame } from '../components/LotteryFrame';

/**
 * /lottery (§2: header only; optional gameCode and playType): the lottery
 * lobby, or one game's betting view, filling the screen under the header.
 */
export const FullHeight = styled.div`
  display: flex;
  flex-direction: column;
  height: calc(100dvh - ${(p) => p.theme.layout.headerHeight});
  min-height: 360px;
  background: ${(p) => p.theme.colours.background};
`;

export function LotteryPage() {
  const [sp] = useSearchParams();
  return (
    <FullHeight data-testid="lottery-page">
      <LotteryFrame gameCode={sp.get('gameCode')} playType={sp.get('playType')} />
    </FullHeight>
  );
}

export default LotteryPage;

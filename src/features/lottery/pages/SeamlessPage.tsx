import styled from '@emotion/styled';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { RoundIconButton } from '@/components/IconButton';
import { ViewportFill } from '@/components/IframeHost';
import { LotteryFrame } from '../components/LotteryFrame';
import { ruledBar } from '@/components/ruled-bar';
import { theme } from '@/theme/theme';
import { headingText } from '@/components/heading-text';

/**
 * /seamless (§2: header and side menu, the menu starting collapsed, which the
 * shell does by route): the lottery lobby played with the seamless wallet.
 * The bar can be folded away to give the lobby the whole height.
 */
const Bar = styled.div`
  ${ruledBar('bottom')};
  justify-content: space-between;
  gap: ${theme.space(2)};
  padding: ${theme.space(2)} ${theme.space(3)};
  background: ${theme.colours.surface};
  h1 {
    ${headingText('md')};
    color: ${theme.colours.text};
  }
`;

const Reveal = styled(RoundIconButton)`
  position: absolute;
  top: ${theme.space(1)};
  inset-inline-end: ${theme.space(2)};
  z-index: 1;
`;

export function SeamlessPage() {
  const intl = useIntl();
  const [barShown, setBarShown] = useState(true);
  return (
    <ViewportFill data-testid="seamless-page">
      {barShown ? (
        <Bar>
          <h1>{intl.formatMessage({ id: 'lottery.seamless.title' })}</h1>
          <Button variant="ghost" size="sm" aria-expanded onClick={() => setBarShown(false)}>
            <Icon name="chevron-up" size={16} />
            {intl.formatMessage({ id: 'lottery.toggle.hideBar' })}
          </Button>
        </Bar>
      ) : (
        <Reveal type="button" aria-expanded={false} aria-label={intl.formatMessage({ id: 'lottery.toggle.showBar' })} onClick={() => setBarShown(true)}>
          <Icon name="chevron-down" size={16} />
        </Reveal>
      )}
      <LotteryFrame gameCode={null} playType={null} />
    </ViewportFill>
  );
}

export default SeamlessPage;

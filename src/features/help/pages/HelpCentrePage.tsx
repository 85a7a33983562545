import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/PageTitle';
import { HelpContent } from '../components/HelpContent';
import { theme } from '@/theme/theme';

const Wrap = styled.div<{ bare: boolean }>`
  ${(p) => (p.bare ? `max-width: 1080px; margin: 0 auto; padding: ${theme.space(6)} ${theme.space(4)};` : '')}
`;

/**
 * Help centre as a page (/help in the frame, /helpmc bare, §2), for direct links (the registration terms link:
 * /help?section=terms); from the side menu it opens as a modal over the current page (HelpModal).
 * `?section=` picks the topic.
 */
export function HelpCentrePage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  return (
    <Wrap bare={pathname === '/helpmc'}>
      <PageTitle>{intl.formatMessage({ id: 'help.title' })}</PageTitle>
      <HelpContent section={params.get('section')} onSection={(id) => setParams({ section: id }, { replace: true })} path={pathname} />
    </Wrap>
  );
}

export default HelpCentrePage;

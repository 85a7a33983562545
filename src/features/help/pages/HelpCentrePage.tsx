import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { navEntry } from '@/components/nav-entry';
import { PageTitle } from '@/components/PageTitle';
import { RichText } from '@/components/RichText';
import { Skeleton } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { errorKey } from '@/api/errors';
import { useApiQuery } from '@/api/query';
import { sanitizeHtml } from '@/lib/sanitize';
import { theme } from '@/theme/theme';

const Wrap = styled.div<{ bare: boolean }>`
  ${(p) => (p.bare ? `max-width: 1080px; margin: 0 auto; padding: ${theme.space(6)} ${theme.space(4)};` : '')}
`;

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  ${theme.breakpoint.md} {
    grid-template-columns: 240px 1fr;
    align-items: start;
  }
`;

const Nav = styled.nav`
  display: flex;
  gap: ${theme.space(1)};
  overflow-x: auto;
  ${theme.breakpoint.md} {
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space(4)});
    flex-direction: column;
  }
  a {
    ${navEntry()};
    text-decoration: none;
  }
`;

const Card = styled.section`
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colours.surface};
  ${theme.breakpoint.md} {
    padding: ${theme.space(8)};
  }
`;

/**
 * Help centre (/help in the frame, /helpmc bare, §2): the platform's sections,
 * server HTML sanitized before rendering. `?section=` picks one (terms link: /help?section=terms).
 */
export function HelpCentrePage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const res = useApiQuery('helpCenter');
  const bare = pathname === '/helpmc';
  const sections = useMemo(() => res.data?.sections ?? [], [res.data]);
  const current = sections.find((s) => s.id === params.get('section')) ?? sections[0];
  const html = useMemo(() => (current ? sanitizeHtml(current.content) : ''), [current]);

  return (
    <Wrap bare={bare}>
      <PageTitle>{intl.formatMessage({ id: 'help.title' })}</PageTitle>
      {res.status === 'loading' && (
        <Layout aria-busy="true">
          <Skeleton width="100%" height={200} />
          <Skeleton width="100%" height={320} radius={12} />
        </Layout>
      )}
      {res.status === 'error' && <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />}
      {res.status === 'ready' && !current && <EmptyState icon="help" title={intl.formatMessage({ id: 'help.empty' })} />}
      {current && (
        <Layout>
          <Nav aria-label={intl.formatMessage({ id: 'help.sections' })}>
            {sections.map((s) => (
              <a
                key={s.id}
                href={`?section=${encodeURIComponent(s.id)}`}
                aria-current={s.id === current.id ? 'true' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  setParams({ section: s.id }, { replace: true });
                }}
              >
                {s.title}
              </a>
            ))}
          </Nav>
          <Card aria-label={current.title} data-testid="help-content">
            <RichText sanitizedHtml={html} />
          </Card>
        </Layout>
      )}
    </Wrap>
  );
}

export default HelpCentrePage;

import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { errorKey } from '@/api/errors';
import { useApiQuery } from '@/api/query';
import { navEntry } from '@/components/nav-entry';
import { RichText } from '@/components/RichText';
import { Skeleton } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { sanitizeHtml } from '@/lib/sanitize';
import { theme } from '@/theme/theme';

const Layout = styled.div<{ compact: boolean }>`
  display: grid;
  gap: ${theme.space(5)};
  ${theme.breakpoint.md} {
    grid-template-columns: ${(p) => (p.compact ? '200px' : '240px')} 1fr;
    align-items: start;
  }
`;

const Nav = styled.nav<{ compact: boolean }>`
  display: flex;
  gap: ${theme.space(1)};
  overflow-x: auto;
  ${theme.breakpoint.md} {
    position: sticky;
    top: ${(p) => (p.compact ? '0' : `calc(${theme.layout.headerHeight} + ${theme.space(4)})`)};
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
  min-width: 0;
  ${theme.breakpoint.md} {
    padding: ${theme.space(8)};
  }
`;

/**
 * The help centre's sections (§2, §7 helpCenter): a list of topics and the chosen one's server HTML, sanitized.
 * The page (/help, /helpmc) keeps the topic in the address; the modal over another page keeps it in its own state.
 * Each topic is a real link to /help?section=…, so it opens on its own in a new tab too.
 */
export function HelpContent({
  section,
  onSection,
  compact = false,
  path = '/help',
}: {
  section: string | null;
  onSection: (id: string) => void;
  compact?: boolean;
  /** The page a topic's link names (/help, or /helpmc on the bare page). */
  path?: string;
}) {
  const intl = useIntl();
  const res = useApiQuery('helpCenter');
  const sections = useMemo(() => res.data?.sections ?? [], [res.data]);
  const current = sections.find((s) => s.id === section) ?? sections[0];
  const html = useMemo(() => (current ? sanitizeHtml(current.content) : ''), [current]);

  if (res.status === 'loading')
    return (
      <Layout compact={compact} aria-busy="true">
        <Skeleton width="100%" height={200} />
        <Skeleton width="100%" height={320} radius={12} />
      </Layout>
    );
  if (res.status === 'error') return <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />;
  if (!current) return <EmptyState icon="help" title={intl.formatMessage({ id: 'help.empty' })} />;
  return (
    <Layout compact={compact}>
      <Nav compact={compact} aria-label={intl.formatMessage({ id: 'help.sections' })}>
        {sections.map((s) => (
          <a
            key={s.id}
            href={`${path}?section=${encodeURIComponent(s.id)}`}
            aria-current={s.id === current.id ? 'true' : undefined}
            onClick={(e) => {
              e.preventDefault();
              onSection(s.id);
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
  );
}

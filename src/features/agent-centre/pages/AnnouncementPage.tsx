import { useApiQuery } from '@/api/query';
import { EmptyState } from '@/components/StateMessage';
import { useAgentFormat } from '../hooks/useAgentFormat';
import { Card, LoadingRows, QueryError } from '../components/AgentParts';
import { Muted } from '@/components/Muted';
import { Stack } from '@/components/Stack';

/** Announcements to agents (§2 first entry). */
export function AnnouncementPage() {
  const f = useAgentFormat();
  const q = useApiQuery('agentAnnouncements');
  if (q.status === 'loading') return <LoadingRows rows={3} height={96} />;
  if (q.status === 'error') return <QueryError error={q.error} onRetry={q.retry} />;
  const list = q.data!.list;
  if (!list.length) return <EmptyState icon="megaphone" title={f.t('agentCentre.announcement.empty')} />;
  return (
    <Stack data-testid="agent-announcements">
      {list.map((n) => (
        <Card key={n.id} as="article">
          <h4>{n.title}</h4>
          <Muted>
            <time dateTime={n.time.replace(' ', 'T')}>{f.minutes(n.time)}</time>
          </Muted>
          <p style={{ margin: 0 }}>{n.content}</p>
        </Card>
      ))}
    </Stack>
  );
}

export default AnnouncementPage;

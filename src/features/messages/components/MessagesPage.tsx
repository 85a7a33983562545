import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiMutation } from '@/api/mutation';
import { useApiQuery } from '@/api/query';
import type { PlatformMessage } from '@/api/types.generated';
import { AlertDialog } from '@/components/AlertDialog';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { Pagination } from '@/components/Pagination';
import { Skeleton, SkeletonItems } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { noteText } from '@/components/note-text';
import { errorKey } from '@/api/errors';
import { formatShortDate, parsePlatformTime } from '@/lib/format';
import { useMoney } from '@/components/useMoney';
import { messageText, type MessageText } from '../lib/message-text';
import { theme } from '@/theme/theme';
import { spread } from '@/components/spread';
import { headingText } from '@/components/heading-text';

/** Messages per page of the list. */
export const MESSAGES_PER_PAGE = 10;
const CHANGED = ['messageList', 'messageDetail', 'unreadCount', 'memberInfo'] as const;

const Head = styled.div`
  ${spread({ align: 'center', wrap: true })};
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(3)};
  h2 {
    ${headingText('lg')};
  }
  p {
    margin: 0;
    ${noteText('muted', 'sm')};
  }
`;

const List = styled.ul`
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space(2)};
`;

const Row = styled.button<{ unread: boolean }>`
  display: grid;
  grid-template-columns: 10px 1fr auto;
  align-items: baseline;
  gap: ${theme.space(1)} ${theme.space(3)};
  width: 100%;
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${(p) => (p.unread ? theme.colours.primary : theme.colours.border)};
  border-radius: ${theme.radius.md};
  background: ${(p) => (p.unread ? theme.colours.primarySoft : theme.colours.surface)};
  color: ${theme.colours.text};
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colours.primary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colours.focusRing};
    outline-offset: 2px;
  }
  strong {
    font-weight: ${(p) => (p.unread ? theme.font.weight.bold : theme.font.weight.regular)};
    font-size: ${theme.font.size.sm};
    overflow-wrap: anywhere;
  }
  time {
    ${noteText('muted', 'xs')};
    white-space: nowrap;
  }
  span.preview {
    grid-column: 2 / 4;
    ${noteText('muted', 'sm')};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Dot = styled.span<{ on: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  align-self: center;
  background: ${(p) => (p.on ? theme.colours.danger : 'transparent')};
`;

const Detail = styled.article`
  display: grid;
  gap: ${theme.space(3)};
  h3 {
    ${headingText('lg')};
    overflow-wrap: anywhere;
  }
  time {
    ${noteText('muted', 'sm')};
  }
  p {
    margin: 0;
    padding: ${theme.space(4)};
    border: 1px solid ${theme.colours.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colours.surfaceSunken};
    line-height: ${theme.font.lineHeight.normal};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Failure = styled.div`
  ${noteText('danger', 'sm')};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
`;

function useText(): (m: PlatformMessage) => MessageText {
  const intl = useIntl();
  const money = useMoney();
  return (m) =>
    messageText(
      m,
      (id, values) => intl.formatMessage({ id }, values),
      (amount, currency) => money.format(amount, currency || undefined),
    );
}

function formatTime(value: string, locale: string): string {
  const d = parsePlatformTime(value);
  return d ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d) : value;
}

function ListSkeleton() {
  return (
    <List aria-busy="true">
      <SkeletonItems count={4} height={64} radius={8} />
    </List>
  );
}

/** One message: marked read when opened, deleted after a confirmation. */
function MessageDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const text = useText();
  const q = useApiQuery('messageDetail', { query: { id } });
  const read = useApiMutation('messageRead', { invalidates: [...CHANGED] });
  const remove = useApiMutation('messageDelete', { invalidates: [...CHANGED] });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const unread = q.data && !q.data.read;
  useEffect(() => {
    if (unread) void read.run({ ids: [id] }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opened unread message
  }, [unread, id]);

  if (q.status === 'loading') return <Skeleton width="100%" height={200} radius={8} />;
  if (q.status === 'error' || !q.data) return <ErrorState messageKey={errorKey(q.error)} onRetry={q.retry} />;
  const { title, body } = text(q.data);

  return (
    <Detail data-testid="message-detail" aria-labelledby="message-detail-title">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack} data-testid="message-back">
          <Icon name="arrow-left" size={16} />
          {t('messages.back')}
        </Button>
      </div>
      <h3 id="message-detail-title">{title}</h3>
      <time dateTime={q.data.createdTime}>{formatTime(q.data.createdTime, intl.locale)}</time>
      <p>{body}</p>
      {failure && <Failure role="alert">{failure}</Failure>}
      <Actions>
        <Button variant="danger" onClick={() => setConfirming(true)} data-testid="message-delete">
          {t('messages.delete')}
        </Button>
      </Actions>
      <AlertDialog
        open={confirming}
        danger
        title={t('messages.deleteTitle')}
        message={t('messages.deleteConfirm')}
        confirmLabel={t('messages.delete')}
        cancelLabel={t('common.cancel')}
        confirming={remove.pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setFailure(null);
          remove.run({ ids: [id] }).then(
            () => {
              setConfirming(false);
              onBack();
            },
            (err: unknown) => {
              setConfirming(false);
              setFailure(intl.formatMessage({ id: errorKey(err) }));
            },
          );
        }}
      />
    </Detail>
  );
}

/** Platform messages (messageV2, §2): the member's inbox with unread markers, a detail view, mark read and delete. */
export function MessagesPage() {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const text = useText();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const q = useApiQuery('messageList', { query: { pageNo: page, pageSize: MESSAGES_PER_PAGE } });
  const readAll = useApiMutation('messageRead', { invalidates: [...CHANGED] });

  // A delete can empty the last page: show the page before it (adjusted while rendering, no extra effect pass).
  if (q.data && page > q.data.totalPages) setPage(q.data.totalPages);

  if (openId !== null) return <MessageDetail id={openId} onBack={() => setOpenId(null)} />;

  const unread = q.data?.unReadCount ?? 0;
  let body;
  if (q.status === 'loading') body = <ListSkeleton />;
  else if (q.status === 'error' || !q.data) body = <ErrorState messageKey={errorKey(q.error)} onRetry={q.retry} />;
  else if (q.data.list.length === 0) body = <EmptyState icon="message" title={t('messages.empty')} description={t('messages.emptyHint')} />;
  else
    body = (
      <>
        <List data-testid="message-list" aria-busy={q.refreshing}>
          {q.data.list.map((m) => {
            const { title, body: preview } = text(m);
            return (
              <li key={m.id}>
                <Row type="button" unread={!m.read} onClick={() => setOpenId(m.id)} data-testid="message-row" data-unread={!m.read}>
                  <Dot on={!m.read} aria-hidden="true" />
                  <strong>
                    {!m.read && <VisuallyHidden>{t('messages.unread')}: </VisuallyHidden>}
                    {title}
                  </strong>
                  <time dateTime={m.createdTime}>{formatShortDate(m.createdTime, intl.locale)}</time>
                  <span className="preview">{preview}</span>
                </Row>
              </li>
            );
          })}
        </List>
        {q.data.totalPages > 1 && <Pagination page={page} pageCount={q.data.totalPages} onChange={setPage} label={t('messages.title')} />}
      </>
    );

  return (
    // The centre already titles the page "Platform messages": no second heading here.
    <section aria-label={t('messages.title')} data-testid="messages-page">
      <Head>
        <p data-testid="messages-unread-summary" aria-live="polite">
          {t('messages.unreadCount', { count: unread })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0}
          loading={readAll.pending}
          onClick={() => void readAll.run({ all: true }).catch(() => undefined)}
          data-testid="messages-read-all"
        >
          {t('messages.markAllRead')}
        </Button>
      </Head>
      {body}
    </section>
  );
}

export default MessagesPage;

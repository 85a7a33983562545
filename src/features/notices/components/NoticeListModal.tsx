import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useApiQuery } from '@/api/query';
import { session } from '@/session/session';
import { useIntl } from 'react-intl';
import { Modal } from '@/components/Modal';
import { Pagination } from '@/components/Pagination';
import { SkeletonItems } from '@/components/Skeleton';
import { EmptyState, ErrorState } from '@/components/StateMessage';
import { ListBody } from '@/components/ListBody';
import { RichText } from '@/components/RichText';
import { errorKey } from '@/api/errors';
import { sanitizeHtml } from '@/lib/sanitize';
import { formatShortDate } from '@/lib/format';
import { mergeAnnouncements, NOTICES_QUERY, popupAnnouncements } from '../api/get-notices';
import { closeNoticeList, noticeList, openNoticeList } from '../stores/notices';
import { NoticePopup } from './NoticePopup';
import { rowsList } from '@/components/grid-list';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';

/** §9: the notice list shows 9 per page. */
export const NOTICES_PER_PAGE = 9;

const List = styled.ul`
  ${rowsList(2)};
  min-height: 200px;
`;

const Item = styled.li`
  border: 1px solid ${theme.colours.border};
  border-radius: ${theme.radius.md};
  overflow: hidden;
`;

const Head = styled.button`
  display: flex;
  align-items: baseline;
  gap: ${theme.space(3)};
  width: 100%;
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 0;
  background: ${theme.colours.surface};
  text-align: start;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.colours.primarySoft};
  }
  strong {
    flex: 1;
    font-size: ${theme.font.size.sm};
  }
  time {
    flex: none;
    ${noteText('muted', 'xs')};
  }
`;

const Content = styled.div`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-top: 1px solid ${theme.colours.border};
  font-size: ${theme.font.size.sm};
`;

/** The announcement list popup (§2), 9 per page, each entry expanding to its sanitized content; or the home page's popup of the popup-type notices. */
export function NoticeListModal() {
  const intl = useIntl();
  const { token } = useSnapshot(session);
  const { mode } = useSnapshot(noticeList);
  const res = useApiQuery('notices', { query: NOTICES_QUERY });
  // A member also reads the member announcements; if that call fails, the public list still shows.
  const mine = useApiQuery('memberNotices', { query: NOTICES_QUERY, enabled: Boolean(token) });
  const memberDone = !token || mine.status !== 'loading';
  const notices = useMemo(() => (res.data && memberDone ? mergeAnnouncements(res.data, mine.data) : null), [res.data, mine.data, memberDone]);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);

  // The popup opens only once its lists are in (stores/notices.ts), so it never shows a skeleton.
  const popups = mode === 'popup' && res.data && memberDone ? popupAnnouncements(res.data, mine.data) : null;
  if (popups && popups.length > 0) return <NoticePopup notices={popups} onClose={closeNoticeList} onShowAll={openNoticeList} />;

  const body = (
    <ListBody
      items={notices}
      failure={res.status === 'error' && !res.data && <ErrorState messageKey={errorKey(res.error)} onRetry={res.retry} />}
      skeleton={
        <List aria-busy="true">
          <SkeletonItems count={5} height={46} radius={8} />
        </List>
      }
      empty={<EmptyState icon="megaphone" title={intl.formatMessage({ id: 'notices.empty' })} />}
    >
      {(notices) => {
        const pageCount = Math.ceil(notices.length / NOTICES_PER_PAGE);
        const shown = notices.slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE);
        return (
          <>
            <List data-testid="notice-list">
              {shown.map((n) => {
                const open = openId === n.id;
                return (
                  <Item key={n.id}>
                    <Head type="button" aria-expanded={open} aria-controls={`notice-${n.id}`} onClick={() => setOpenId(open ? null : n.id)}>
                      <strong>{n.title}</strong>
                      <time dateTime={n.timestamp.replace(' ', 'T')}>{formatShortDate(n.timestamp, intl.locale)}</time>
                    </Head>
                    {open && (
                      <Content id={`notice-${n.id}`}>
                        <RichText sanitizedHtml={sanitizeHtml(n.content)} />
                      </Content>
                    )}
                  </Item>
                );
              })}
            </List>
            {pageCount > 1 && (
              <div style={{ marginTop: 16 }}>
                <Pagination page={page} pageCount={pageCount} onChange={setPage} label={intl.formatMessage({ id: 'notices.pages' })} />
              </div>
            )}
          </>
        );
      }}
    </ListBody>
  );

  return (
    <Modal open onClose={closeNoticeList} title={intl.formatMessage({ id: 'notices.title' })} size="md" testId="notice-modal">
      {body}
    </Modal>
  );
}

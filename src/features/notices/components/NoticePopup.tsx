import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { Notice } from '@/api/models';
import { Button } from '@/components/Button';
import { Modal } from '@/components/Modal';
import { RichText } from '@/components/RichText';
import { Stack } from '@/components/Stack';
import { formatShortDate } from '@/lib/format';
import { sanitizeHtml } from '@/lib/sanitize';
import { theme } from '@/theme/theme';
import { noteText } from '@/components/note-text';
import { headingText } from '@/components/heading-text';

const Item = styled.article`
  display: grid;
  gap: ${theme.space(2)};
  & + & {
    padding-top: ${theme.space(5)};
    border-top: 1px solid ${theme.colours.border};
  }
  h3 {
    ${headingText('lg')};
    line-height: 1.35;
  }
  time {
    ${noteText('muted', 'xs')};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space(2)};
`;

export interface NoticePopupProps {
  notices: readonly Notice[];
  onClose: () => void;
  onShowAll: () => void;
}

/** The home page's arrival popup (§2): the popup-type notices in full, then close or read every announcement. */
export function NoticePopup({ notices, onClose, onShowAll }: NoticePopupProps) {
  const intl = useIntl();
  const footer = (
    <Actions>
      <Button variant="secondary" onClick={onShowAll} data-testid="notice-popup-all">
        {intl.formatMessage({ id: 'shell.service.announcements' })}
      </Button>
      <Button onClick={onClose} data-testid="notice-popup-close">
        {intl.formatMessage({ id: 'common.close' })}
      </Button>
    </Actions>
  );
  return (
    <Modal open onClose={onClose} title={intl.formatMessage({ id: 'notices.title' })} size="md" footer={footer} testId="notice-popup">
      <Stack data-testid="notice-popup-list">
        {notices.map((n) => (
          <Item key={n.id} data-testid="notice-popup-item">
            <h3>{n.title}</h3>
            <time dateTime={n.timestamp.replace(' ', 'T')}>{formatShortDate(n.timestamp, intl.locale)}</time>
            <RichText sanitizedHtml={sanitizeHtml(n.content)} />
          </Item>
        ))}
      </Stack>
    </Modal>
  );
}

import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon, type IconName } from './Icon';
import { Button } from './Button';
import { centredColumn } from './centred-column';
import { theme } from '@/theme/theme';

const Box = styled.div`
  ${centredColumn(2)};
  padding: ${theme.space(10)} ${theme.space(4)};
  color: ${theme.colours.textMuted};
`;

const Badge = styled.span<{ tone: 'muted' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.space(12)};
  height: ${theme.space(12)};
  margin-bottom: ${theme.space(1)};
  border-radius: 50%;
  background: ${theme.colours.surfaceSunken};
  color: ${(p) => (p.tone === 'danger' ? theme.colours.danger : theme.colours.textMuted)};
`;

const Title = styled.p`
  margin: 0;
  color: ${theme.colours.text};
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.medium};
`;

const Description = styled.p`
  margin: 0;
  max-width: 42ch;
  font-size: ${theme.font.size.sm};
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: IconName;
  /** 'h1' when the empty state is the whole page (not found, coming soon). */
  titleAs?: 'p' | 'h1' | 'h2';
}

/** Nothing to show (yet): says so plainly and offers the next step when there is one. */
export function EmptyState({ title, description, action, icon = 'inbox', titleAs = 'p' }: EmptyStateProps) {
  return (
    <Box>
      <Badge tone="muted">
        <Icon name={icon} size={24} />
      </Badge>
      <Title as={titleAs}>{title}</Title>
      {description && <Description>{description}</Description>}
      {action}
    </Box>
  );
}

export interface ErrorStateProps {
  /** A §8 catalogue key, e.g. ApiError.messageKey. */
  messageKey: string;
  onRetry?: () => void;
}

/** A failed load: the catalogue sentence, announced (role=alert), with a retry when one makes sense. */
export function ErrorState({ messageKey, onRetry }: ErrorStateProps) {
  return (
    <Box role="alert">
      <Badge tone="danger">
        <Icon name="alert-triangle" size={24} />
      </Badge>
      <Title>
        <FormattedMessage id={messageKey} />
      </Title>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Icon name="refresh" size={16} />
          <FormattedMessage id="common.retry" />
        </Button>
      )}
    </Box>
  );
}

/**
 * A finished action inside a dialog (feedback sent, a gift redeemed): its icon in the success colour over
 * centred lines of text. `space` is the padding above and below in spacing steps.
 */
export const SuccessNote = styled.output<{ space?: number }>`
  ${centredColumn(2)};
  padding: ${(p) => theme.space(p.space ?? 4)} 0;
  color: ${theme.colours.success};
  p {
    margin: 0;
    color: ${theme.colours.text};
  }
`;

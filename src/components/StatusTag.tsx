import styled from '@emotion/styled';
import type { ComponentPropsWithoutRef } from 'react';
import { theme } from '@/theme/theme';

export type StatusTone = 'success' | 'warning' | 'danger' | 'muted';

/** The tone is an attribute, so the rules stay static: one class for every tag. */
const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  padding: ${theme.space(0.5)} ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  white-space: nowrap;
  color: ${theme.colours.text};
  background: ${theme.colours.surfaceSunken};
  &[data-tone='success'] {
    color: ${theme.colours.onSuccess};
    background: ${theme.colours.success};
  }
  &[data-tone='warning'] {
    color: ${theme.colours.onWarning};
    background: ${theme.colours.warning};
  }
  &[data-tone='danger'] {
    color: ${theme.colours.onDanger};
    background: ${theme.colours.danger};
  }
`;

/** A record's state as a coloured pill (an order's status, a contract's, a member's type); `as="output"` when it changes live. */
export function StatusTag({ tone = 'muted', as, ...props }: ComponentPropsWithoutRef<'span'> & { tone?: StatusTone; as?: 'span' | 'output' }) {
  return <Tag as={as} data-tone={tone} {...props} />;
}

import styled from '@emotion/styled';
import type { ComponentPropsWithoutRef } from 'react';
import { theme } from '@/theme/theme';

export type StatusTone = 'success' | 'warning' | 'danger' | 'muted';

/** Each tone's text and background colours; `muted` is the tag's own. */
const TONES: Record<Exclude<StatusTone, 'muted'>, readonly [text: string, background: string]> = {
  success: [theme.colours.onSuccess, theme.colours.success],
  warning: [theme.colours.onWarning, theme.colours.warning],
  danger: [theme.colours.onDanger, theme.colours.danger],
};

const toneRules = Object.entries(TONES)
  .map(([tone, [text, background]]) => `&[data-tone='${tone}'] { color: ${text}; background: ${background}; }`)
  .join('');

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
  ${toneRules}
`;

/** A record's state as a coloured pill (an order's status, a contract's, a member's type); `as="output"` when it changes live. */
export function StatusTag({ tone = 'muted', as, ...props }: ComponentPropsWithoutRef<'span'> & { tone?: StatusTone; as?: 'span' | 'output' }) {
  return <Tag as={as} data-tone={tone} {...props} />;
}

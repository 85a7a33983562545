import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { theme } from '@/theme/theme';
import { column } from '../column';

/**
 * Layout shared by every form control: label, the control row (with optional
 * adornments before/after the input), then one message line. The message line
 * is always in the DOM and polite-live, so an error that appears on blur is
 * announced without stealing focus.
 */
export interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: ReactNode;
  hint?: ReactNode;
  children: ReactNode;
  /** Hide the visible label (the control carries its own, e.g. a checkbox). */
  labelHidden?: boolean;
}

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** aria-describedby for a control: its error first (read first), then its hint. */
export function describedBy(id: string, hasError: boolean, hasHint: boolean): string | undefined {
  const ids = [hasError && errorId(id), hasHint && hintId(id)].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The ARIA state of a control in a FieldShell: invalid, required, and the message lines that describe it. */
export function controlAria(id: string, { invalid, required, hint = false }: { invalid: boolean; required?: boolean; hint?: boolean }) {
  return {
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, invalid, hint && !invalid),
  };
}

const Wrap = styled.div`
  ${column(1.5)};
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  color: ${theme.colours.text};
`;

const Star = styled.span`
  margin-inline-start: 2px;
  color: ${theme.colours.danger};
`;

const Message = styled.p<{ tone: 'error' | 'hint' }>`
  margin: 0;
  min-height: 0;
  font-size: ${theme.font.size.xs};
  line-height: ${theme.font.lineHeight.normal};
  color: ${(p) => (p.tone === 'error' ? theme.colours.danger : theme.colours.textMuted)};
  &:empty {
    display: none;
  }
`;

export function FieldShell({ id, label, required, error, hint, children, labelHidden }: FieldShellProps) {
  return (
    <Wrap>
      {!labelHidden && (
        <Label htmlFor={id}>
          {label}
          {/* The star is visual; the input's `required`/aria-required tells assistive tech. */}
          {required && <Star aria-hidden="true">*</Star>}
        </Label>
      )}
      {children}
      <Message id={errorId(id)} tone="error" aria-live="polite" data-field-error="">
        {error}
      </Message>
      {hint && !error && (
        <Message id={hintId(id)} tone="hint">
          {hint}
        </Message>
      )}
    </Wrap>
  );
}

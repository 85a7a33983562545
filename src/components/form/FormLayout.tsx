import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { noFace } from '../control-face';
import { theme } from '@/theme/theme';
import { column } from '../column';
import { spread } from '../spread';

/** Vertical rhythm of a form: fields, then a message area, then actions. */
export const FormStack = styled.form`
  ${column(3.5)};
`;

/** A form-level message (a refusal from the server), announced as soon as it appears. */
export const FormAlert = styled.div`
  padding: ${theme.space(2.5)} ${theme.space(3)};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.colours.danger};
  background: color-mix(in srgb, ${theme.colours.danger} 10%, transparent);
  color: ${theme.colours.text};
  font-size: ${theme.font.size.sm};
  &:empty {
    display: none;
  }
`;

export const FormActions = styled.div`
  ${column(2)};
  margin-top: ${theme.space(1)};
`;

export interface FormFooterProps {
  /** The form-level refusal. The alert region is always there (hidden while empty), so filling it is announced. */
  failure?: ReactNode;
  failureTestId?: string;
  submitLabel: ReactNode;
  busy: boolean;
  /** A large full-width submit (the account forms) instead of the compact one of a dialog. */
  wide?: boolean;
  /** A button before the submit that leaves without sending. */
  cancel?: { label: ReactNode; onClick: () => void };
  /** More actions after the submit (reset, sign out, free play). */
  children?: ReactNode;
}

/** The end of every form: the refusal, then cancel / submit / other actions. */
export function FormFooter({ failure, failureTestId, submitLabel, busy, wide = false, cancel, children }: FormFooterProps) {
  return (
    <>
      <FormAlert role="alert" data-testid={failureTestId}>
        {failure}
      </FormAlert>
      <FormActions>
        {cancel && (
          <Button type="button" variant="secondary" onClick={cancel.onClick}>
            {cancel.label}
          </Button>
        )}
        <Button type="submit" size={wide ? 'lg' : undefined} fullWidth={wide} loading={busy}>
          {submitLabel}
        </Button>
        {children}
      </FormActions>
    </>
  );
}

/** A row of small links under a form (forgot password, free play…). */
export const FormLinks = styled.div`
  ${spread({ wrap: true })};
  gap: ${theme.space(2)};
  font-size: ${theme.font.size.sm};
`;

/** A button that looks like a link (actions that are not navigation). */
export const LinkButton = styled.button`
  padding: 0;
  ${noFace('primary')};
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 2px;
  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
    outline-offset: 2px;
    border-radius: 2px;
  }
  &:disabled {
    color: ${theme.colours.textMuted};
    cursor: not-allowed;
    text-decoration: none;
  }
`;

import styled from '@emotion/styled';
import { css } from '@emotion/react';
import { noFace } from '../control-face';
import { theme } from '@/theme/theme';

/**
 * The input box look, shared by TextField, PasswordField and Select: a row that
 * takes the border and focus ring, so adornments (a dial-code picker, a send-code
 * button, a show-password toggle) sit inside the same box.
 */
export const InputRow = styled.div<{ invalid?: boolean }>`
  display: flex;
  align-items: stretch;
  min-height: ${theme.space(11)};
  border: 1px solid ${(p) => (p.invalid ? theme.colours.danger : theme.colours.borderStrong)};
  border-radius: ${theme.radius.md};
  background: ${theme.colours.surfaceSunken};
  transition:
    border-color ${theme.motion.fast},
    box-shadow ${theme.motion.fast};
  &:focus-within {
    border-color: ${(p) => (p.invalid ? theme.colours.danger : theme.colours.primary)};
    box-shadow: 0 0 0 3px ${theme.colours.focusRing};
  }
  &:hover:not(:focus-within) {
    border-color: ${(p) => (p.invalid ? theme.colours.danger : theme.colours.text)};
  }
`;

/** The field inside an InputRow (the text input, the native select): no box of its own, the row's text colour and font. */
export const bareField = css`
  flex: 1;
  min-width: 0;
  ${noFace('text')};
  /* 16px keeps iOS Safari from zooming into the field on focus. */
  font-size: ${theme.font.size.md};
  outline: none;
`;

export const Input = styled.input`
  ${bareField};
  padding: 0 ${theme.space(3)};
  border-radius: inherit;
  &::placeholder {
    color: ${theme.colours.textMuted};
    opacity: 1;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** A slot at either end of the row (toggle, send-code button, captcha image). */
export const Adornment = styled.div`
  display: flex;
  align-items: center;
  flex: none;
  padding: ${theme.space(1)};
  gap: ${theme.space(1)};
`;

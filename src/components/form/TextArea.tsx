import styled from '@emotion/styled';
import { controlFace } from '../control-face';
import { theme } from '@/theme/theme';

/**
 * A multi-line text box (the feedback message, a promotion application's
 * comment): the label, counter and hints stay with the form. `aria-invalid`
 * turns the border red.
 */
export const TextArea = styled.textarea<{ minHeight?: number }>`
  width: 100%;
  min-height: ${(p) => p.minHeight ?? 96}px;
  padding: ${theme.space(2.5)} ${theme.space(3)};
  ${controlFace('md', 'background')};
  resize: vertical;
  &[aria-invalid='true'] {
    border-color: ${theme.colours.danger};
  }
`;

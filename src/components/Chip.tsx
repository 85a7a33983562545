import styled from '@emotion/styled';
import { controlFace } from './control-face';
import { theme } from '@/theme/theme';

/** A wrapping row of chips; give it a `<VisuallyHidden as="legend">` that names the choice. */
export const ChipGroup = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/** A pill-shaped toggle button: `aria-pressed` says which one is chosen (and colours it). */
export const Chip = styled.button`
  min-height: ${theme.space(9)};
  padding: 0 ${theme.space(3)};
  ${controlFace('pill', 'surface')};
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${theme.colours.primary};
    background: ${theme.colours.primary};
    color: ${theme.colours.onPrimary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colours.focusRing};
    outline-offset: 2px;
  }
`;

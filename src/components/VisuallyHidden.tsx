import { css } from '@emotion/react';
import styled from '@emotion/styled';

/**
 * The clip pattern as a style block, for what is hidden at some widths only (a
 * table's header row on phones, a label kept for screen readers); `visuallyShown`
 * undoes it at the width where it shows.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const visuallyShown = css`
  position: static;
  width: auto;
  height: auto;
  overflow: visible;
  clip-path: none;
`;

/** Text for screen readers only (the standard clip pattern; stays focusable-safe). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden};
  position: absolute !important;
  padding: 0;
  margin: -1px;
  border: 0;
`;

import { Global, css } from '@emotion/react';
import { theme as t } from '@/theme/theme';

/**
 * Document-wide rules. Colours are CSS variables (the palette stylesheet in
 * index.html), so switching theme only flips <html data-theme>.
 */
const documentStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    min-width: 320px;
    background: ${t.colours.background};
    color: ${t.colours.text};
    font-family: ${t.font.family};
    font-size: ${t.font.size.md};
    line-height: ${t.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }
  a {
    color: ${t.colours.primary};
  }
  img,
  svg {
    vertical-align: middle;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid ${t.colours.focusRing};
    outline-offset: 2px;
  }
  /* While the theme switches (src/theme/theme-mode.ts): the new colours in one frame, no per-element animations. */
  :root[data-theme-switch] *,
  :root[data-theme-switch] *::before,
  :root[data-theme-switch] *::after {
    transition: none !important;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={documentStyles} />;
}

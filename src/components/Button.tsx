import styled from '@emotion/styled';
import { css, type Theme } from '@emotion/react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, and blocks clicks (aria-busy). */
  loading?: boolean;
  fullWidth?: boolean;
}

const heights: Record<ButtonSize, number> = { sm: 8, md: 10, lg: 12 };

const variantCss = (t: Theme, v: ButtonVariant) => {
  switch (v) {
    case 'primary':
      return css`
        background: ${t.colours.primary};
        color: ${t.colours.onPrimary};
        &:hover:not(:disabled) { background: ${t.colours.primaryHover}; }
        &:active:not(:disabled) { background: ${t.colours.primaryActive}; }
      `;
    case 'secondary':
      return css`
        background: ${t.colours.surface};
        color: ${t.colours.text};
        border-color: ${t.colours.borderStrong};
        &:hover:not(:disabled) { background: ${t.colours.primarySoft}; border-color: ${t.colours.primary}; }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${t.colours.text};
        &:hover:not(:disabled) { background: ${t.colours.primarySoft}; }
      `;
    case 'danger':
      return css`
        background: ${t.colours.danger};
        color: ${t.colours.onDanger};
        &:hover:not(:disabled) { filter: brightness(0.92); }
      `;
  }
};

const StyledButton = styled.button<{ variant: ButtonVariant; size: ButtonSize; fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${(p) => p.theme.space(2)};
  min-height: ${(p) => p.theme.space(heights[p.size])};
  padding: 0 ${(p) => p.theme.space(p.size === 'sm' ? 3 : p.size === 'md' ? 4 : 6)};
  width: ${(p) => (p.fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radius.md};
  font: inherit;
  font-size: ${(p) => (p.size === 'lg' ? p.theme.font.size.md : p.theme.font.size.sm)};
  font-weight: ${(p) => p.theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition: background ${(p) => p.theme.motion.fast}, border-color ${(p) => p.theme.motion.fast};
  ${(p) => variantCss(p.theme, p.variant)}
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colours.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

/** The portal's one button. Native <button> semantics; type defaults to "button" so it never submits by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth = false, type = 'button', disabled, children, onClick, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {loading && <Spinner size={size === 'lg' ? 18 : 14} />}
      {children}
    </StyledButton>
  );
});

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
        &:hover:not(:disabled) {
          background: ${t.colours.primaryHover};
        }
        &:active:not(:disabled) {
          background: ${t.colours.primaryActive};
        }
      `;
    case 'secondary':
      return css`
        background: ${t.colours.surface};
        color: ${t.colours.text};
        border-color: ${t.colours.borderStrong};
        &:hover:not(:disabled) {
          background: ${t.colours.primarySoft};
          border-color: ${t.colours.primary};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${t.colours.text};
        &:hover:not(:disabled) {
          background: ${t.colours.primarySoft};
        }
      `;
    case 'danger':
      return css`
        background: ${t.colours.danger};
        color: ${t.colours.onDanger};
        &:hover:not(:disabled) {
          filter: brightness(0.92);
        }
      `;
  }
};

type Look = { t: Theme; variant: ButtonVariant; size: ButtonSize; fullWidth: boolean };

/** Shared by Button and ButtonLink, so a link that looks like a button is still a real link. */
export const buttonCss = (p: Look) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${p.t.space(2)};
  min-height: ${p.t.space(heights[p.size])};
  padding: 0 ${p.t.space(p.size === 'sm' ? 3 : p.size === 'md' ? 4 : 6)};
  width: ${p.fullWidth ? '100%' : 'auto'};
  border: 1px solid transparent;
  border-radius: ${p.t.radius.md};
  font: inherit;
  font-size: ${p.size === 'lg' ? p.t.font.size.md : p.t.font.size.sm};
  font-weight: ${p.t.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${p.t.motion.fast},
    border-color ${p.t.motion.fast};
  ${variantCss(p.t, p.variant)}
  &:focus-visible {
    outline: 3px solid ${p.t.colours.focusRing};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

const StyledButton = styled('button', { shouldForwardProp: (p) => !['variant', 'size', 'fullWidth'].includes(p) })<{
  variant: ButtonVariant;
  size: ButtonSize;
  fullWidth: boolean;
}>`
  ${(p) => buttonCss({ t: p.theme, variant: p.variant, size: p.size, fullWidth: p.fullWidth })}
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

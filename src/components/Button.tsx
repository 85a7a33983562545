import styled from '@emotion/styled';
import { css, type SerializedStyles } from '@emotion/react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { theme } from '@/theme/theme';
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

const variants: Record<ButtonVariant, SerializedStyles> = {
  primary: css`
    background: ${theme.colours.primary};
    color: ${theme.colours.onPrimary};
    &:hover:not(:disabled) {
      background: ${theme.colours.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${theme.colours.primaryActive};
    }
  `,
  secondary: css`
    background: ${theme.colours.surface};
    color: ${theme.colours.text};
    border-color: ${theme.colours.borderStrong};
    &:hover:not(:disabled) {
      background: ${theme.colours.primarySoft};
      border-color: ${theme.colours.primary};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colours.text};
    &:hover:not(:disabled) {
      background: ${theme.colours.primarySoft};
    }
  `,
  danger: css`
    background: ${theme.colours.danger};
    color: ${theme.colours.onDanger};
    &:hover:not(:disabled) {
      filter: brightness(0.92);
    }
  `,
};

const sizes: Record<ButtonSize, SerializedStyles> = {
  sm: css`
    min-height: ${theme.space(heights.sm)};
    padding: 0 ${theme.space(3)};
    font-size: ${theme.font.size.sm};
  `,
  md: css`
    min-height: ${theme.space(heights.md)};
    padding: 0 ${theme.space(4)};
    font-size: ${theme.font.size.sm};
  `,
  lg: css`
    min-height: ${theme.space(heights.lg)};
    padding: 0 ${theme.space(6)};
    font-size: ${theme.font.size.md};
  `,
};

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  width: auto;
  border: 1px solid transparent;
  /* theme.layout.corners: square, rounded or pill (src/theme/variants.ts). */
  border-radius: var(--radius-control, ${theme.radius.md});
  font: inherit;
  font-weight: ${theme.font.weight.medium};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${theme.motion.fast},
    border-color ${theme.motion.fast};
  &:focus-visible {
    outline: 3px solid ${theme.colours.focusRing};
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

const fullWidthCss = css`
  width: 100%;
`;

type Look = { variant: ButtonVariant; size: ButtonSize; fullWidth: boolean };

/**
 * Shared by Button and ButtonLink, so a link that looks like a button is still a real link. Every look is a
 * combination of blocks built once at load: a render picks them, it never builds CSS.
 */
export const buttonCss = (p: Look) => [base, sizes[p.size], variants[p.variant], p.fullWidth && fullWidthCss];

const StyledButton = styled('button', { shouldForwardProp: (p) => !['variant', 'size', 'fullWidth'].includes(p) })<{
  variant: ButtonVariant;
  size: ButtonSize;
  fullWidth: boolean;
}>`
  ${(p) => buttonCss({ variant: p.variant, size: p.size, fullWidth: p.fullWidth })}
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

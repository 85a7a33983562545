import styled from '@emotion/styled';
import { Link } from './RouterLink';
import { buttonCss, type ButtonSize, type ButtonVariant } from './Button';

/** A router link dressed as a Button: navigation stays a link (middle-click, screen readers say "link"). */
export const ButtonLink = styled(Link, { shouldForwardProp: (p) => !['variant', 'size', 'fullWidth'].includes(p) })<{
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}>`
  ${(p) => buttonCss({ variant: p.variant ?? 'primary', size: p.size ?? 'md', fullWidth: p.fullWidth ?? false })}
  text-decoration: none;
`;

import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ size: number }>`
  display: inline-block;
  flex: none;
  width: ${(p) => p.size}px;
  height: ${(p) => p.size}px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/**
 * A small busy indicator in the current text colour. With `label` it is announced
 * (<output>, role=status); without one it is decorative, e.g. inside a labelled busy button.
 */
export function Spinner({ size = 16, label }: { size?: number; label?: string }) {
  if (!label) return <Ring size={size} aria-hidden="true" />;
  return (
    <output style={{ display: 'inline-flex' }}>
      <Ring size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </output>
  );
}

import styled from '@emotion/styled';
import { memo } from 'react';
import type { NumberStat } from '../api/lottery-api';
import { bareList } from '@/components/grid-list';
import { theme } from '@/theme/theme';

/**
 * The 100 two-digit numbers (§9: count 100) as a 10×10 board, shaded by how
 * often each came up, with the count in the accessible name. The shade is a
 * mix of surface and primary, so it follows the brand and the theme.
 */
const Board = styled.ol`
  max-width: 640px;
  display: grid;
  grid-template-columns: repeat(10, minmax(0, 1fr));
  gap: 4px;
  ${bareList};
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  border-radius: ${theme.radius.sm};
  color: ${theme.colours.text};
  font-size: ${theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  line-height: 1.1;
  ${theme.breakpoint.sm} {
    font-size: ${theme.font.size.sm};
  }
  b {
    font-weight: ${theme.font.weight.bold};
  }
  small {
    display: none;
    color: ${theme.colours.textMuted};
    font-size: 10px;
    ${theme.breakpoint.md} {
      display: block;
    }
  }
  background: color-mix(in srgb, ${theme.colours.primary} 6%, ${theme.colours.surface});
  &[data-level='1'] {
    background: color-mix(in srgb, ${theme.colours.primary} 22%, ${theme.colours.surface});
  }
  &[data-level='2'] {
    background: color-mix(in srgb, ${theme.colours.primary} 45%, ${theme.colours.surface});
  }
  &[data-level='3'] {
    background: ${theme.colours.primary};
    color: ${theme.colours.onPrimary};
    small {
      color: inherit;
      opacity: 0.85;
    }
  }
`;

export const NumberHeatmap = memo(function NumberHeatmap({
  numbers,
  label,
  countLabel,
}: {
  numbers: readonly NumberStat[];
  label: string;
  countLabel: (n: NumberStat) => string;
}) {
  const max = Math.max(1, ...numbers.map((n) => n.count));
  return (
    <Board aria-label={label}>
      {numbers.map((n) => {
        const share = n.count / max;
        const level = share > 0.8 ? 3 : share > 0.55 ? 2 : share > 0.3 ? 1 : 0;
        return (
          <Cell key={n.number} data-level={level} aria-label={countLabel(n)}>
            <b>{n.number}</b>
            <small aria-hidden="true">×{n.count}</small>
          </Cell>
        );
      })}
    </Board>
  );
});

import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { theme } from '@/theme/theme';
import { noteText } from './note-text';

export interface StatTile {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
}

const Tiles = styled.dl<{ columns: number; centred: boolean }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.columns}, minmax(0, 1fr));
  gap: ${theme.space(2)};
  margin: 0 0 ${theme.space(5)};
  div {
    padding: ${theme.space(3)};
    border-radius: ${theme.radius.md};
    background: ${theme.colours.primarySoft};
    text-align: ${(p) => (p.centred ? 'center' : 'start')};
  }
  dt {
    ${noteText('muted', 'xs')};
  }
  dd {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colours.primary};
    font-size: ${theme.font.size.xl};
    font-weight: ${theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A member's headline figures in one row of tinted tiles, a small label over a
 * large number (rewards received, missions open, friends invited). One column a
 * figure; `className` lets a page set the outer margin (`styled(StatTiles)`).
 */
export function StatTiles({ items, centred = false, className }: { items: StatTile[]; centred?: boolean; className?: string }) {
  return (
    <Tiles columns={items.length} centred={centred} className={className}>
      {items.map((s, i) => (
        <div key={s.testId ?? i}>
          <dt>{s.label}</dt>
          <dd data-testid={s.testId}>{s.value}</dd>
        </div>
      ))}
    </Tiles>
  );
}

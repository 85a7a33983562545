import styled from '@emotion/styled';
import type { ReactNode } from 'react';

export interface StatTile {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
}

const Tiles = styled.dl<{ columns: number; centred: boolean }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.columns}, minmax(0, 1fr));
  gap: ${(p) => p.theme.space(2)};
  margin: 0 0 ${(p) => p.theme.space(5)};
  div {
    padding: ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.colours.primarySoft};
    text-align: ${(p) => (p.centred ? 'center' : 'start')};
  }
  dt {
    color: ${(p) => p.theme.colours.textMuted};
    font-size: ${(p) => p.theme.font.size.xs};
  }
  dd {
    margin: ${(p) => p.theme.space(1)} 0 0;
    color: ${(p) => p.theme.colours.primary};
    font-size: ${(p) => p.theme.font.size.xl};
    font-weight: ${(p) => p.theme.font.weight.bold};
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

import { memo, startTransition, useCallback, useOptimistic } from 'react';
import { Pagination, type PaginationProps } from '@/components/Pagination';
import { afterNextPaint } from '@/lib/tasks';

/**
 * The lobby's pagination. The page a click asks for is marked at once and its answer is asked for in the same
 * moment; the lobby itself (the address, the toolbar, 42 new tiles) changes only after the bar's own change has been
 * painted, in a transition, so a page turn's next paint never waits for the page's render or the history entry.
 * The marked page holds until that transition is on screen (one async action).
 */
export const LobbyPagination = memo(function LobbyPagination({ page, onChange, onIntent, ...rest }: PaginationProps) {
  const [shown, setShown] = useOptimistic(page);
  const change = useCallback(
    (next: number) => {
      onIntent?.(next);
      startTransition(async () => {
        setShown(next);
        await afterNextPaint();
        startTransition(() => onChange(next));
      });
    },
    [onChange, onIntent, setShown],
  );
  return <Pagination {...rest} page={shown} onChange={change} onIntent={onIntent} />;
});

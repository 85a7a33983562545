import { memo, startTransition, useCallback, useOptimistic } from 'react';
import { Pagination, type PaginationProps } from '@/components/Pagination';

/**
 * The lobby's pagination. The page a click asks for is marked at once and its answer is asked for in the same
 * moment; the lobby itself (the address, the toolbar, 42 new tiles) renders in a transition after the bar's own
 * change has been painted, so a page turn's next paint never waits for the whole page to render.
 */
export const LobbyPagination = memo(function LobbyPagination({ page, onChange, onIntent, ...rest }: PaginationProps) {
  const [shown, setShown] = useOptimistic(page);
  const change = useCallback(
    (next: number) => {
      onIntent?.(next);
      startTransition(() => {
        setShown(next);
        onChange(next);
      });
    },
    [onChange, onIntent, setShown],
  );
  return <Pagination {...rest} page={shown} onChange={change} onIntent={onIntent} />;
});

import { useState } from 'react';

/**
 * The page number of a paged list whose filters can change. A page belongs to the
 * filters it was picked under: new filters (period, search, level) start again at
 * page 1, so no filter's onChange has to remember to reset it.
 */
export function usePageOf(filters: unknown): [page: number, setPage: (page: number) => void] {
  const key = JSON.stringify(filters);
  const [picked, setPicked] = useState({ key, page: 1 });
  // Adjusting state while rendering (React's pattern for "reset when a prop changes"): no extra paint at the old page.
  if (picked.key !== key) setPicked({ key, page: 1 });
  return [picked.key === key ? picked.page : 1, (page) => setPicked({ key, page })];
}

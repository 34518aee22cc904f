import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readFilters, writeFilters, type StatementFilters } from './statement-filters';

/**
 * The filters in the URL's query. A change replaces the history entry (typing a search must
 * not fill Back with one entry per letter) and goes back to the first page unless it says a page.
 */
export function useStatementFilters() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => readFilters(search), [search]);
  const update = (change: Partial<StatementFilters>) => {
    const query = writeFilters({ ...filters, page: 1, ...change });
    navigate(query ? `${path}?${query}` : path, { replace: true });
  };
  return [filters, update] as const;
}

import { useLocation } from 'react-router';

/**
 * A form opened from a list carries the list's query in the navigation state, so its Back,
 * Cancel and Save return to the page, sort and filters the user left.
 */
interface ListReturn {
  listSearch: string;
}

export function listReturnState(search: string): ListReturn {
  return { listSearch: search };
}

/** The list's address to return to: with the query it was left with, when the form knows it. */
export function useListReturn(listPath: string): string {
  const state: unknown = useLocation().state;
  const search = (state as Partial<ListReturn> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${listPath}${search}` : listPath;
}

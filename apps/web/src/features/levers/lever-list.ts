import { parseBrDate } from '@trade-terms/domain/dates';
import { LEVER_SORT_COLUMNS, LEVER_STATUSES, type LeverStatus } from '@trade-terms/domain/levers';
import { MAX_PAGE_SIZE } from '@trade-terms/domain/paging';
import { firstListState, type ListSort, type ListState } from '../../platform/list-state';
import type { TSearchLeversInput } from './api/search-levers';

type LeverSortColumn = (typeof LEVER_SORT_COLUMNS)[number];

/** The list's own filters; empty ones (blank text, no channel, null) mean "any". */
export interface LeverFilters {
  search: string;
  /** Channel codes. */
  channels: string[];
  status: LeverStatus | null;
  /** The validity window, DD/MM/YYYY: levers valid on at least one of its days. */
  validFrom: string | null;
  validTo: string | null;
}

export type LeverListState = ListState<LeverSortColumn, LeverFilters>;

export const LEVER_SORT: ListSort<LeverSortColumn> = { sortable: LEVER_SORT_COLUMNS, defaultSort: 'name' };

export const NO_LEVER_FILTERS: LeverFilters = {
  search: '',
  channels: [],
  status: null,
  validFrom: null,
  validTo: null,
};

export const FIRST_LEVER_LIST: LeverListState = firstListState(LEVER_SORT, NO_LEVER_FILTERS);

/** The search call's body: page and sort, and only the filters holding a value. */
export function leverSearchOf(state: LeverListState): TSearchLeversInput {
  const search = state.search.trim();
  return {
    ...state.query,
    ...(search ? { search } : {}),
    ...(state.channels.length > 0 ? { channels: state.channels } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.validFrom ? { validFrom: state.validFrom } : {}),
    ...(state.validTo ? { validTo: state.validTo } : {}),
  };
}

/**
 * The list lives in its address (page, size, sort and filters), so Back from a form, a reload or
 * a shared link shows the same page. Only what differs from the first state is written.
 */
export function leverListToSearch(state: LeverListState): string {
  const first = FIRST_LEVER_LIST.query;
  const { query } = state;
  const params = new URLSearchParams();
  if (query.page !== first.page) params.set('pagina', String(query.page));
  if (query.pageSize !== first.pageSize) params.set('tamanhoPagina', String(query.pageSize));
  if (query.sortBy !== first.sortBy || query.direction !== first.direction) {
    params.set('ordenarPor', query.sortBy);
    params.set('direcao', query.direction);
  }
  if (state.search.trim()) params.set('texto', state.search.trim());
  for (const channel of state.channels) params.append('canal', channel);
  if (state.status) params.set('status', state.status);
  if (state.validFrom) params.set('validFrom', state.validFrom);
  if (state.validTo) params.set('validTo', state.validTo);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const positiveInteger = (text: string | null): number | null =>
  text !== null && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;

const dateOf = (text: string | null): string | null => (text && parseBrDate(text) ? text : null);

/** The list an address asks for; anything unreadable falls back to the first state. */
export function leverListFromSearch(search: URLSearchParams): LeverListState {
  const first = FIRST_LEVER_LIST.query;
  const sortBy = LEVER_SORT_COLUMNS.find((column) => column === search.get('ordenarPor'));
  const pageSize = positiveInteger(search.get('tamanhoPagina'));
  const status = LEVER_STATUSES.find((each) => each === search.get('status')) ?? null;
  const channels = [...new Set(search.getAll('canal').map((code) => code.trim()))]
    .filter((code) => code !== '' && code.length <= 40)
    .slice(0, 50);
  return {
    query: {
      page: positiveInteger(search.get('pagina')) ?? first.page,
      pageSize: pageSize !== null && pageSize <= MAX_PAGE_SIZE ? pageSize : first.pageSize,
      sortBy: sortBy ?? first.sortBy,
      direction: sortBy && search.get('direcao') === 'desc' ? 'desc' : 'asc',
    },
    search: (search.get('texto') ?? '').slice(0, 100),
    channels,
    status,
    validFrom: dateOf(search.get('validFrom')),
    validTo: dateOf(search.get('validTo')),
  };
}

import { MAX_PAGE_SIZE } from '@trade-terms/domain/paging';
import {
  ALL_OPTION,
  filterFields,
  listColumns,
  type RegisterDeclaration,
} from '@trade-terms/domain/registers';
import {
  type ActiveFilter,
  type FilterValue,
  initialListState,
  isSelectFilter,
  type RegisterListState,
} from './register-engine';

/**
 * A register list's state lives in its URL query (page, page size, sort, text, status and the
 * declared filters), so Back from a form, a reload or a shared link shows the same page. Only
 * what differs from the list's first state is written; anything unreadable falls back to it.
 */
const FILTER_PREFIX = 'f.';

export function listStateToSearch(register: RegisterDeclaration, state: RegisterListState): string {
  const initial = initialListState(register);
  const params = new URLSearchParams();
  const { query } = state;
  if (query.page !== initial.query.page) params.set('pagina', String(query.page));
  if (query.pageSize !== initial.query.pageSize) params.set('tamanhoPagina', String(query.pageSize));
  if (query.sortBy !== initial.query.sortBy || query.direction !== initial.query.direction) {
    params.set('ordenarPor', query.sortBy);
    params.set('direcao', query.direction);
  }
  if (state.search.trim()) params.set('texto', state.search.trim());
  if (state.active !== initial.active) params.set('ativo', String(state.active));
  for (const field of filterFields(register)) {
    const value = state.filters[field.name];
    if (value === undefined || value === initial.filters[field.name]) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    params.set(`${FILTER_PREFIX}${field.name}`, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const positiveInteger = (text: string | null): number | null =>
  text !== null && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;

function activeOf(text: string | null, fallback: ActiveFilter): ActiveFilter {
  if (text === ALL_OPTION) return ALL_OPTION;
  if (text === 'true' || text === 'false') return text === 'true';
  return fallback;
}

function filterOf(register: RegisterDeclaration, name: string, text: string): FilterValue | undefined {
  const field = filterFields(register).find((candidate) => candidate.name === name);
  if (!field) return undefined;
  if (!isSelectFilter(field) || text === ALL_OPTION) return text;
  if (field.type === 'reference') return positiveInteger(text) ?? undefined;
  if (field.type === 'boolean') return text === 'true' || text === 'false' ? text === 'true' : undefined;
  return field.options?.includes(text) ? text : undefined;
}

export function listStateFromSearch(
  register: RegisterDeclaration,
  search: URLSearchParams,
): RegisterListState {
  const initial = initialListState(register);
  const sortable = listColumns(register);
  const sortBy = search.get('ordenarPor');
  const direction = search.get('direcao');
  const pageSize = positiveInteger(search.get('tamanhoPagina'));
  const sorted = sortBy !== null && sortable.includes(sortBy);
  const filters = { ...initial.filters };
  for (const [name, text] of search) {
    if (!name.startsWith(FILTER_PREFIX)) continue;
    const value = filterOf(register, name.slice(FILTER_PREFIX.length), text);
    if (value !== undefined) filters[name.slice(FILTER_PREFIX.length)] = value;
  }
  return {
    query: {
      page: positiveInteger(search.get('pagina')) ?? initial.query.page,
      pageSize: pageSize !== null && pageSize <= MAX_PAGE_SIZE ? pageSize : initial.query.pageSize,
      sortBy: sorted ? sortBy : initial.query.sortBy,
      direction: sorted && direction === 'desc' ? 'desc' : 'asc',
    },
    search: (search.get('texto') ?? '').slice(0, 100),
    filters,
    active: activeOf(search.get('ativo'), initial.active),
  };
}

/** "Todos": every record, inactive ones too, with no filter; page size and sort are kept. */
export function allRecordsState(
  register: RegisterDeclaration,
  current: RegisterListState,
): RegisterListState {
  const initial = initialListState(register);
  return { ...initial, query: { ...current.query, page: 1 }, active: ALL_OPTION };
}

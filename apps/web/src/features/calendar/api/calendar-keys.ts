import type { TSearchEventsInput } from './search-events';

/**
 * Query keys of the calendar. Events have no detail call (the list carries every field), so
 * saves and removals invalidate the lists only.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  eventTypes: () => [...calendarKeys.all, 'event-types'] as const,
  lists: () => [...calendarKeys.all, 'list'] as const,
  list: (search: TSearchEventsInput) => [...calendarKeys.lists(), search] as const,
};

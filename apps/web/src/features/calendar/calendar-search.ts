import type { TCalendarEvent } from '@trade-terms/domain/calendar';
import type { Dayjs } from 'dayjs';
import { toWireDate } from '../../platform/dates';
import type { TSearchEventsInput } from './api/search-events';

/** The side panel asks for its list again this often while it is open (spec, section 2). */
export const PANEL_REFRESH_MS = 2000;

/** A closed panel asks for nothing: polling only while the user can see the list. */
export function panelRefetchInterval(open: boolean): number | false {
  return open ? PANEL_REFRESH_MS : false;
}

/** The events of the chosen day, or the next events from today when no day is chosen. */
export function listSearch(day: Dayjs | null, eventTypes: readonly string[]): TSearchEventsInput {
  return {
    ...(eventTypes.length > 0 ? { eventTypes: [...eventTypes] } : {}),
    ...(day ? { day: toWireDate(day) } : {}),
  };
}

/** The month calendar shows six weeks from the week the month starts in. */
const GRID_DAYS = 42;

/** Every event of the days the month calendar shows, for its dots. */
export function monthSearch(month: Dayjs, eventTypes: readonly string[]): TSearchEventsInput {
  const first = month.startOf('month').startOf('week');
  return {
    ...(eventTypes.length > 0 ? { eventTypes: [...eventTypes] } : {}),
    from: toWireDate(first),
    to: toWireDate(first.add(GRID_DAYS - 1, 'day')),
    limit: 500,
  };
}

/** Events grouped by their wire date (DD/MM/YYYY), in the order they came. */
export function eventsByDay(events: readonly TCalendarEvent[]): Map<string, TCalendarEvent[]> {
  const days = new Map<string, TCalendarEvent[]>();
  for (const event of events) {
    const list = days.get(event.eventDate);
    if (list) list.push(event);
    else days.set(event.eventDate, [event]);
  }
  return days;
}

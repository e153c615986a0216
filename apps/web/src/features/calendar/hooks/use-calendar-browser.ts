import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchEvents } from '../api/search-events';
import { listSearch, monthSearch } from '../calendar-search';

/**
 * What the calendar screen and the side panel share: the chosen event types, the month shown,
 * the chosen day (none: the next events), and the two searches these make.
 */
export function useCalendarBrowser(refetchInterval: number | false = false) {
  const [eventTypes, setEventTypes] = useState<string[]>([]);
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const [selectedDay, setSelectedDay] = useState<Dayjs | null>(null);
  const monthEvents = useSearchEvents(monthSearch(month, eventTypes), refetchInterval);
  const listEvents = useSearchEvents(listSearch(selectedDay, eventTypes), refetchInterval);
  return {
    eventTypes,
    setEventTypes,
    month,
    setMonth,
    selectedDay,
    selectDay(day: Dayjs) {
      setSelectedDay(day);
      setMonth(day);
    },
    showNextEvents() {
      setSelectedDay(null);
    },
    monthEvents,
    listEvents,
  };
}

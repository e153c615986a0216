import { Flex } from 'antd';
import type { ReactNode } from 'react';
import type { useCalendarBrowser } from '../hooks/use-calendar-browser';
import { EventTypeFilter } from './event-type-filter';
import { MonthCalendar } from './month-calendar';

/** The event-type filter over the month calendar, as the screen and the side panel show them. */
export function MonthBrowser({
  browser,
  children,
}: {
  browser: ReturnType<typeof useCalendarBrowser>;
  /** Below the month in the panel, which stacks everything. */
  children?: ReactNode;
}) {
  return (
    <Flex vertical gap={12}>
      <EventTypeFilter value={browser.eventTypes} onChange={browser.setEventTypes} />
      <MonthCalendar
        month={browser.month}
        selectedDay={browser.selectedDay}
        events={browser.monthEvents.data ?? []}
        onMonthChange={browser.setMonth}
        onSelectDay={browser.selectDay}
      />
      {children}
    </Flex>
  );
}

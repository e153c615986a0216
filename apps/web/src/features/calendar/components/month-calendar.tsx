import type { TCalendarEvent } from '@trade-terms/domain/calendar';
import { Calendar, Flex, Select, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { toWireDate } from '../../../platform/dates';
import { eventsByDay } from '../calendar-search';

export interface MonthCalendarProps {
  month: Dayjs;
  selectedDay: Dayjs | null;
  events: readonly TCalendarEvent[];
  onMonthChange: (month: Dayjs) => void;
  onSelectDay: (day: Dayjs) => void;
}

const DOT_SIZE = 7;
const YEARS_AROUND = 10;

/** The month and year choosers above the days, each named for screen readers. */
function MonthHeader({ value, onChange }: { value: Dayjs; onChange: (date: Dayjs) => void }) {
  const { t } = useTranslation();
  const years = Array.from(
    { length: YEARS_AROUND * 2 + 1 },
    (_, index) => value.year() - YEARS_AROUND + index,
  );
  return (
    <Flex justify="flex-end" gap={8} style={{ padding: '8px 0' }}>
      <Select
        size="small"
        aria-label={t('calendar.year')}
        value={value.year()}
        popupMatchSelectWidth={false}
        options={years.map((year) => ({ value: year, label: String(year) }))}
        onChange={(year) => onChange(value.year(year))}
      />
      <Select
        size="small"
        aria-label={t('calendar.month')}
        value={value.month()}
        popupMatchSelectWidth={false}
        options={Array.from({ length: 12 }, (_, month) => ({
          value: month,
          label: value.month(month).format('MMMM'),
        }))}
        onChange={(month) => onChange(value.month(month))}
      />
    </Flex>
  );
}

/** A month with one coloured dot per event on its day; choosing a day lists its events. */
export function MonthCalendar({
  month,
  selectedDay,
  events,
  onMonthChange,
  onSelectDay,
}: MonthCalendarProps) {
  const { t } = useTranslation();
  const byDay = eventsByDay(events);
  return (
    <Calendar
      fullscreen={false}
      value={selectedDay ?? month}
      onPanelChange={(date) => onMonthChange(date)}
      headerRender={({ value, onChange }) => <MonthHeader value={value} onChange={onChange} />}
      onSelect={(date, { source }) => {
        if (source === 'date') onSelectDay(date);
        else onMonthChange(date);
      }}
      cellRender={(date, info) => {
        if (info.type !== 'date') return info.originNode;
        const dayEvents = byDay.get(toWireDate(date)) ?? [];
        // Every day keeps the dots' room, so weeks with events are no taller than the others.
        if (dayEvents.length === 0) return <div aria-hidden style={{ height: DOT_SIZE + 1 }} />;
        return (
          <Tooltip title={dayEvents.map((event) => `${event.eventType}: ${event.description}`).join(' · ')}>
            <Flex
              role="img"
              aria-label={t('calendar.eventsOnDay', { count: dayEvents.length })}
              justify="center"
              gap={2}
              wrap
              style={{ lineHeight: 0, height: DOT_SIZE + 1, overflow: 'hidden' }}
            >
              {dayEvents.slice(0, 4).map((event) => (
                <span
                  key={event.id}
                  className="calendar-event-dot"
                  data-color={event.color}
                  style={{
                    display: 'inline-block',
                    width: DOT_SIZE,
                    height: DOT_SIZE,
                    borderRadius: '50%',
                    background: event.color,
                  }}
                />
              ))}
            </Flex>
          </Tooltip>
        );
      }}
    />
  );
}

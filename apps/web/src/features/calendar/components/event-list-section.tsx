import type { TCalendarEvent } from '@trade-terms/domain/calendar';
import { Button, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { displayDay } from '../../../platform/dates';
import { currentLanguage } from '../../../platform/i18n';
import { EventList } from './event-list';

export interface EventListSectionProps {
  selectedDay: Dayjs | null;
  events: readonly TCalendarEvent[];
  loading: boolean;
  onShowNextEvents: () => void;
  onEdit?: ((event: TCalendarEvent) => void) | undefined;
  onRemove?: ((event: TCalendarEvent) => void) | undefined;
  headingLevel: 2 | 3;
}

/** The list under its title: the next events, or the chosen day's with a way back. */
export function EventListSection({
  selectedDay,
  headingLevel,
  onShowNextEvents,
  ...list
}: EventListSectionProps) {
  const { t } = useTranslation();
  const title = selectedDay
    ? t('calendar.eventsOf', { date: displayDay(selectedDay, currentLanguage()) })
    : t('calendar.nextEvents');
  return (
    <section aria-label={title}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={headingLevel} style={{ fontSize: 15, margin: 0 }}>
          {title}
        </Typography.Title>
        {selectedDay && (
          <Button size="small" onClick={onShowNextEvents}>
            {t('calendar.showNextEvents')}
          </Button>
        )}
      </Flex>
      <EventList {...list} />
    </section>
  );
}

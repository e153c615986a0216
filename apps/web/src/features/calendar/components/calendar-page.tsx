import { PlusOutlined } from '@ant-design/icons';
import type { TCalendarEvent } from '@trade-terms/domain/calendar';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRole } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useRemoveEvent } from '../api/remove-event';
import { useCalendarBrowser } from '../hooks/use-calendar-browser';
import { EventFormModal } from './event-form-modal';
import { EventListSection } from './event-list-section';
import { EventTypeFilter } from './event-type-filter';
import { MonthCalendar } from './month-calendar';

type Editing = { event: TCalendarEvent | null } | null;

/** /calendar, open to every signed-in user; the edit role adds creating, changing and removing. */
export function CalendarPage() {
  const { t } = useTranslation();
  const browser = useCalendarBrowser();
  const canEdit = hasRole('ROLE_EDITAR_CALENDARIO');
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useRemoveEvent();
  const feedback = useFeedback();

  const removeEvent = (event: TCalendarEvent) =>
    remove.mutate(
      { id: event.id },
      { onSuccess: () => feedback.success(t('success.removed')), onError: feedback.failure },
    );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('calendar.title')}
        </Typography.Title>
        {canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ event: null })}
          >
            {t('calendar.new')}
          </Button>
        )}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card>
            <Flex vertical gap={12}>
              <EventTypeFilter value={browser.eventTypes} onChange={browser.setEventTypes} />
              <MonthCalendar
                month={browser.month}
                selectedDay={browser.selectedDay}
                events={browser.monthEvents.data ?? []}
                onMonthChange={browser.setMonth}
                onSelectDay={browser.selectDay}
              />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card>
            <EventListSection
              headingLevel={2}
              selectedDay={browser.selectedDay}
              events={browser.listEvents.data ?? []}
              loading={browser.listEvents.isLoading}
              onShowNextEvents={browser.showNextEvents}
              onEdit={canEdit ? (event) => setEditing({ event }) : undefined}
              onRemove={canEdit ? removeEvent : undefined}
            />
          </Card>
        </Col>
      </Row>
      {editing && (
        <EventFormModal
          event={editing.event}
          initialDay={browser.selectedDay}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}

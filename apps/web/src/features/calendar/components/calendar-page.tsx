import type { TCalendarEvent } from '@trade-terms/domain/calendar';
import { Card, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewButton } from '../../../components/list-page/new-button';
import { useRemoveAction } from '../../../components/list-page/use-remove-action';
import { PageHeader } from '../../../components/page-header';
import { hasRole } from '../../../platform/session';
import { useRemoveEvent } from '../api/remove-event';
import { useCalendarBrowser } from '../hooks/use-calendar-browser';
import { EventFormModal } from './event-form-modal';
import { EventListSection } from './event-list-section';
import { MonthBrowser } from './month-browser';

type Editing = { event: TCalendarEvent | null } | null;

/** /calendar, open to every signed-in user; the edit role adds creating, changing and removing. */
export function CalendarPage() {
  const { t } = useTranslation();
  const browser = useCalendarBrowser();
  const canEdit = hasRole('ROLE_EDITAR_CALENDARIO');
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useRemoveAction(useRemoveEvent());

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('calendar.title')}
        actions={
          canEdit && <NewButton label={t('calendar.new')} onClick={() => setEditing({ event: null })} />
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card>
            <MonthBrowser browser={browser} />
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
              onRemove={canEdit ? (event) => remove(event.id) : undefined}
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

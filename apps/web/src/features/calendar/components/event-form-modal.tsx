import type { TCalendarEvent } from '@trade-terms/domain/calendar';
import { calendarCalls } from '@trade-terms/domain/calls/calendar-calls';
import { ColorPicker, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { keepEnterInPicker } from '../../../components/form/picker-enter';
import { DATE_FORMATS, dayOfWireDate, toWireDate } from '../../../platform/dates';
import { type FieldPath, schemaCheck } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { useEventTypes } from '../api/get-event-types';
import { type TSaveEventInput, useSaveEvent } from '../api/save-event';
import { EventTypeAdder } from './event-type-adder';

interface EventFormValues {
  eventDate: Dayjs | null;
  description: string;
  color: string;
  eventType: string | undefined;
}

const FIELDS = ['eventDate', 'description', 'color', 'eventType'];
const isField = (path: FieldPath) => path.length === 1 && FIELDS.includes(String(path[0]));
const DEFAULT_COLOUR = '#1659A8';

export interface EventFormModalProps {
  /** The event to change; null creates one. */
  event: TCalendarEvent | null;
  /** The day to start a new event on. */
  initialDay: Dayjs | null;
  onClose: () => void;
}

function initialValues(event: TCalendarEvent | null, initialDay: Dayjs | null): EventFormValues {
  if (!event) return { eventDate: initialDay, description: '', color: DEFAULT_COLOUR, eventType: undefined };
  return {
    eventDate: dayOfWireDate(event.eventDate),
    description: event.description,
    color: event.color,
    eventType: event.eventType,
  };
}

/** Creates or changes an event; the domain's save schema checks it before the call. */
export function EventFormModal({ event, initialDay, onClose }: EventFormModalProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<EventFormValues>();
  const eventTypes = useEventTypes();
  const save = useSaveEvent();
  const editing = useEditForm({
    form,
    isField,
    check: schemaCheck<TSaveEventInput>(calendarCalls.save.body, language),
    sent: calendarCalls.save.body,
    save: save.mutateAsync,
    onSaved: onClose,
    // Someone changed the event meanwhile: the list is reloaded, the user starts again.
    onConflict: () => {
      onClose();
      return undefined;
    },
  });

  const submit = (values: EventFormValues) =>
    editing.submit({
      ...(event ? { id: event.id, version: event.version } : {}),
      eventDate: values.eventDate ? toWireDate(values.eventDate) : '',
      description: values.description ?? '',
      color: values.color ?? '',
      eventType: values.eventType ?? '',
    });

  return (
    <Modal
      open
      title={event ? t('calendar.editTitle') : t('calendar.new')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(event, initialDay)}
        onFinish={submit}
        requiredMark
      >
        <FormProblems texts={editing.general} />
        <Form.Item name="eventDate" label={t('calendar.date')} required>
          <DatePicker
            format={DATE_FORMATS[language]}
            onKeyDown={keepEnterInPicker}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="eventType" label={t('calendar.eventType')} required>
          <Select
            loading={eventTypes.isLoading}
            options={(eventTypes.data ?? []).map((type) => ({ value: type.name, label: type.name }))}
          />
        </Form.Item>
        <EventTypeAdder
          onAdded={(name) => form.setFields([{ name: 'eventType', value: name, errors: [] }])}
        />
        <Form.Item name="description" label={t('common.description')} required>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item
          name="color"
          label={t('calendar.color')}
          required
          getValueFromEvent={(colour: { toHexString: () => string }) => colour.toHexString().toUpperCase()}
        >
          <ColorPicker showText disabledAlpha format="hex" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

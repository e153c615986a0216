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
  dataEvento: Dayjs | null;
  descricao: string;
  cor: string;
  evento: string | undefined;
}

const FIELDS = ['dataEvento', 'descricao', 'cor', 'evento'];
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
  if (!event) return { dataEvento: initialDay, descricao: '', cor: DEFAULT_COLOUR, evento: undefined };
  return {
    dataEvento: dayOfWireDate(event.dataEvento),
    descricao: event.descricao,
    cor: event.cor,
    evento: event.evento,
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
      dataEvento: values.dataEvento ? toWireDate(values.dataEvento) : '',
      descricao: values.descricao ?? '',
      cor: values.cor ?? '',
      evento: values.evento ?? '',
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
        <Form.Item name="dataEvento" label={t('calendar.date')} required>
          <DatePicker
            format={DATE_FORMATS[language]}
            onKeyDown={keepEnterInPicker}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="evento" label={t('calendar.eventType')} required>
          <Select
            loading={eventTypes.isLoading}
            options={(eventTypes.data ?? []).map((type) => ({ value: type.nome, label: type.nome }))}
          />
        </Form.Item>
        <EventTypeAdder onAdded={(name) => form.setFields([{ name: 'evento', value: name, errors: [] }])} />
        <Form.Item name="descricao" label={t('common.description')} required>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item
          name="cor"
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

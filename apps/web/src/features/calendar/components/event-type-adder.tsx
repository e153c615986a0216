import { PlusOutlined } from '@ant-design/icons';
import { calendarCalls } from '@trade-terms/domain/calls/calendar-calls';
import { Button, Form, Input, Space } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaFieldErrors, sentFormFailureOf, showFieldErrors } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { useFeedback } from '../../../platform/use-feedback';
import { useSaveEventType } from '../api/save-event-type';

const isName = (path: (string | number)[]) => path.length === 1 && path[0] === 'name';

/**
 * Adds an event type from the event form, so a calendar without types (a new installation)
 * can be used at once. It is its own form without a form element: it sits inside the event's.
 */
export function EventTypeAdder({ onAdded }: { onAdded: (name: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveEventType();
  const feedback = useFeedback();

  const add = async () => {
    const input = { name: form.getFieldValue('name') ?? '' };
    const checked = calendarCalls.saveEventType.body.safeParse(input);
    if (!checked.success) {
      showFieldErrors(form, schemaFieldErrors(currentLanguage(), input, checked.error.issues));
      return;
    }
    try {
      const added = await save.mutateAsync(checked.data);
      form.resetFields();
      feedback.success(t('calendar.eventTypeAdded', { name: added.name }));
      onAdded(added.name);
    } catch (error) {
      const failure = sentFormFailureOf(
        error,
        isName,
        t('errors.internalServerError'),
        calendarCalls.saveEventType.body,
      );
      showFieldErrors(
        form,
        failure.fields.length > 0 ? failure.fields : [{ name: ['name'], errors: failure.general }],
      );
    }
  };

  // Enter adds the type; it must not also submit the event form around it.
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    void add();
  };

  return (
    <Form form={form} name="eventType" component={false}>
      {/* The inner item's errors show on this one, under the input and its button. */}
      <Form.Item label={t('calendar.newEventType')} htmlFor="eventType_name" layout="vertical">
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="name" noStyle>
            <Input maxLength={60} onPressEnter={onEnter} />
          </Form.Item>
          <Button icon={<PlusOutlined aria-hidden />} loading={save.isPending} onClick={() => void add()}>
            {t('calendar.addEventType')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}

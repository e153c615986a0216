import { PoweroffOutlined, ToolOutlined } from '@ant-design/icons';
import {
  MAINTENANCE_MESSAGE_MAX_LENGTH,
  maintenanceEndProblems,
  ZMaintenanceActivateSchema,
} from '@trade-terms/domain/maintenance';
import type { TMaintenanceStatus } from '@trade-terms/domain/maintenance-status';
import { Alert, Button, Card, Flex, Form, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { PageHeader } from '../../../components/page-header';
import { PanelLoader } from '../../../components/panel-loader';
import {
  clearChangedFieldErrors,
  problemFieldErrors,
  schemaFieldErrors,
  sentFormFailureOf,
  showFieldErrors,
} from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { displayMaintenanceEnd, useMaintenanceStatus } from '../../../platform/maintenance-status';
import { useFeedback } from '../../../platform/use-feedback';
import { useActivateMaintenance, useDeactivateMaintenance } from '../api/maintenance-switch';

interface NoticeFields {
  message: string;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone, as the date-time field gives it. */
  expectedEnd: string;
}

const isNoticeField = (path: (string | number)[]) =>
  path.length === 1 && (path[0] === 'message' || path[0] === 'expectedEnd');

/** An instant as the date-time field shows it, in the browser's time zone. */
function localFieldValue(instant: string): string {
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The field's local date and time as an instant with its offset; blank stays blank for the schema. */
function instantOf(fieldValue: string): string {
  const date = new Date(fieldValue);
  return fieldValue && !Number.isNaN(date.getTime()) ? date.toISOString() : fieldValue;
}

function StatusNotice({ status }: { status: TMaintenanceStatus }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (!status.active) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('maintenanceMode.off')}
        description={t('maintenanceMode.offText')}
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={t('maintenanceMode.on')}
      description={
        <>
          {status.activatedAt && (
            <p style={{ margin: 0 }}>
              {t('maintenanceMode.onSince', { when: displayMaintenanceEnd(status.activatedAt, language) })}
            </p>
          )}
          {status.expectedEnd && (
            <p style={{ margin: 0 }}>
              {t('maintenance.expectedEnd', {
                when: displayMaintenanceEnd(status.expectedEnd, language),
              })}
            </p>
          )}
        </>
      }
    />
  );
}

/**
 * The administrators' switch of maintenance mode: the notice users read (message and expected
 * end), switching it on or changing it, and switching it off.
 */
export function MaintenanceModePage() {
  const { t } = useTranslation();
  const status = useMaintenanceStatus();
  const activate = useActivateMaintenance();
  const deactivate = useDeactivateMaintenance();
  const feedback = useFeedback();
  const [form] = Form.useForm<NoticeFields>();
  const [problems, setProblems] = useState<string[]>([]);

  if (!status.data) return <PanelLoader />;
  const current = status.data;

  const submit = async (fields: NoticeFields) => {
    setProblems([]);
    const input = {
      message: fields.message ?? '',
      expectedEnd: instantOf(fields.expectedEnd ?? ''),
    };
    const checked = ZMaintenanceActivateSchema.safeParse(input);
    if (!checked.success) {
      showFieldErrors(form, schemaFieldErrors(currentLanguage(), input, checked.error.issues));
      return;
    }
    const endProblems = maintenanceEndProblems(checked.data.expectedEnd, new Date());
    if (endProblems.length > 0) {
      showFieldErrors(form, problemFieldErrors(currentLanguage(), endProblems));
      return;
    }
    try {
      await activate.mutateAsync(checked.data);
      feedback.success(t(current.active ? 'maintenanceMode.updated' : 'maintenanceMode.activated'));
    } catch (error) {
      const failure = sentFormFailureOf(
        error,
        isNoticeField,
        t('errors.internalServerError'),
        ZMaintenanceActivateSchema,
      );
      showFieldErrors(form, failure.fields);
      setProblems(failure.general);
    }
  };

  const switchOff = async () => {
    try {
      await deactivate.mutateAsync();
      form.resetFields();
      feedback.success(t('maintenanceMode.deactivated'));
    } catch (error) {
      feedback.failure(error);
    }
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('maintenanceMode.title')} />
      <StatusNotice status={current} />
      <Card>
        <FormProblems texts={problems} />
        <Form<NoticeFields>
          form={form}
          name="maintenanceNotice"
          layout="vertical"
          // A running maintenance's notice is the starting point of a change.
          key={current.activatedAt ?? 'off'}
          initialValues={{
            message: current.message ?? '',
            expectedEnd: current.expectedEnd ? localFieldValue(current.expectedEnd) : '',
          }}
          onValuesChange={(changed) => clearChangedFieldErrors(form, changed)}
          onFinish={(fields) => void submit(fields)}
          style={{ maxWidth: 640 }}
        >
          <Form.Item name="message" label={t('maintenanceMode.message')} required>
            <Input.TextArea rows={4} maxLength={MAINTENANCE_MESSAGE_MAX_LENGTH} showCount />
          </Form.Item>
          <Form.Item name="expectedEnd" label={t('maintenanceMode.expectedEnd')} required>
            <Input type="datetime-local" style={{ maxWidth: 260 }} />
          </Form.Item>
          <Flex gap={8} wrap>
            <Button
              type="primary"
              htmlType="submit"
              icon={<ToolOutlined aria-hidden />}
              loading={activate.isPending}
            >
              {t(current.active ? 'maintenanceMode.update' : 'maintenanceMode.activate')}
            </Button>
            {current.active && (
              <Popconfirm
                title={t('maintenanceMode.confirmDeactivate')}
                okText={t('maintenanceMode.deactivate')}
                cancelText={t('common.cancel')}
                onConfirm={() => void switchOff()}
              >
                <Button danger icon={<PoweroffOutlined aria-hidden />} loading={deactivate.isPending}>
                  {t('maintenanceMode.deactivate')}
                </Button>
              </Popconfirm>
            )}
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}

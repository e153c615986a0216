import { ExportOutlined } from '@ant-design/icons';
import { agreementCalls } from '@trade-terms/domain/calls/agreements-calls';
import { Button, Form, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WireDatePicker } from '../../../components/form/wire-date-picker';
import { FormDialog } from '../../../components/form-dialog';
import { toWireDate } from '../../../platform/dates';
import { hasRole } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useExportSapCustomerChanges } from '../api/export-sap-customer-changes';

interface Window {
  since: string;
  until?: string | null;
}

function ExportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<Window>();
  const exported = useExportSapCustomerChanges();
  return (
    <FormDialog<Window>
      form={form}
      title={t('agreements.sapChanges.title')}
      okText={t('agreements.sapChanges.export')}
      pending={exported.isPending}
      initialValues={{ since: toWireDate(dayjs().subtract(30, 'day')) }}
      onClose={onClose}
      onFinish={(values) =>
        exported.mutate(
          { since: values.since, ...(values.until ? { until: values.until } : {}) },
          { onSuccess: onClose, onError: feedback.failure },
        )
      }
    >
      <Typography.Paragraph>{t('agreements.sapChanges.hint')}</Typography.Paragraph>
      <Form.Item
        name="since"
        label={t('agreements.sapChanges.since')}
        rules={[{ required: true, message: t('errors.required') }]}
      >
        <WireDatePicker />
      </Form.Item>
      <Form.Item name="until" label={t('agreements.sapChanges.until')}>
        <WireDatePicker />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * The changes of agreements' SAP customers and payers from a day on, as a spreadsheet for the SAP
 * customer integration team (`exportarAlteracoesIntegracaoClienteSap`), for whoever may ask it.
 */
export function SapCustomerChangesButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!agreementCalls.sapCustomerChangesExport.access.roles.some(hasRole)) return null;
  return (
    <>
      <Button icon={<ExportOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('agreements.sapChanges.button')}
      </Button>
      {open && <ExportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

import type { TSapOnImportResult } from '@trade-terms/domain/agreement-sap-on';
import { SPREADSHEET_EXTENSION } from '@trade-terms/domain/uploads';
import { Alert, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/form/file-upload';
import { FormDialog } from '../../../components/form-dialog';
import { useFeedback } from '../../../platform/use-feedback';
import { useImportSapOn } from '../api/import-sap-on';

/** What an import did: its counts, and each refused row with its reasons. */
function ImportOutcome({ result }: { result: TSapOnImportResult }) {
  const { t } = useTranslation();
  const summary = result.messages.map((message) => message.text).join(' ');
  const type = result.errors.length === 0 ? 'success' : result.changed > 0 ? 'warning' : 'error';
  return (
    <Flex vertical gap={8} aria-live="polite">
      <Alert type={type} showIcon title={summary} />
      {result.errors.length > 0 && (
        <section aria-label={t('sapOn.importErrors')}>
          <Typography.Text strong>{t('sapOn.importErrors')}</Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingInlineStart: 20, maxHeight: 240, overflowY: 'auto' }}>
            {result.errors.map((error) => (
              <li key={error}>
                <Typography.Text type="danger">{error}</Typography.Text>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Flex>
  );
}

/** Uploads SAP's answer (checked in the browser first: name, type, size) and shows what it did. */
export function SapOnImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<{ file: File | null }>();
  const importFile = useImportSapOn();
  const [result, setResult] = useState<TSapOnImportResult | null>(null);
  return (
    <FormDialog<{ file: File | null }>
      form={form}
      title={t('sapOn.importTitle')}
      okText={t('sapOn.importSend')}
      pending={importFile.isPending}
      onClose={onClose}
      onFinish={({ file }) => {
        if (!file) return;
        setResult(null);
        importFile.mutate(file, { onSuccess: setResult, onError: feedback.failure });
      }}
    >
      <Typography.Paragraph type="secondary">{t('sapOn.importHint')}</Typography.Paragraph>
      <Form.Item
        name="file"
        label={t('agreements.signature.file')}
        htmlFor="sap-on-import-file"
        rules={[{ required: true, message: t('errors.required') }]}
      >
        <FileUpload id="sap-on-import-file" accept={[SPREADSHEET_EXTENSION]} />
      </Form.Item>
      {result && <ImportOutcome result={result} />}
    </FormDialog>
  );
}

import { SendOutlined } from '@ant-design/icons';
import type { IntegrationDeclaration } from '@trade-terms/domain/integrations';
import { SPREADSHEET_EXTENSION } from '@trade-terms/domain/uploads';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/form/file-upload';
import { useFeedback } from '../../../platform/use-feedback';
import { useImportIntegration } from '../api/import-integration';

export interface IntegrationUploadProps {
  integration: IntegrationDeclaration;
  /** The server queued the file's integration, now the latest of its kind. */
  onQueued: () => void;
}

/** The ERP's file, checked in the browser (name, type, size) and sent for comparison. */
export function IntegrationUpload({ integration, onQueued }: IntegrationUploadProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const send = useImportIntegration(integration);
  const fieldId = `integration-file-${integration.kind}`;
  const columns = integration.columns.map((column) => t(column.label)).join(', ');

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('integrations.upload')}</h2>}>
      <Flex vertical gap={12}>
        <Typography.Text>{t('integrations.uploadHint')}</Typography.Text>
        <Typography.Text type="secondary">{t('integrations.expectedColumns', { columns })}</Typography.Text>
        <Flex gap={16} wrap align="flex-start">
          <FileUpload id={fieldId} accept={[SPREADSHEET_EXTENSION]} value={file} onChange={setFile} />
          <Button
            type="primary"
            icon={<SendOutlined aria-hidden />}
            disabled={!file}
            loading={send.isPending}
            onClick={() => {
              if (!file) return;
              send.mutate(file, {
                onSuccess: () => {
                  setFile(null);
                  onQueued();
                },
                onError: feedback.failure,
              });
            }}
          >
            {t('integrations.send')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

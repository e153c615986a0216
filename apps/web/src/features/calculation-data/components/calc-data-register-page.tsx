import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { CALC_DATA_TITLES, type CalcDataSource } from '@trade-terms/domain/calculation-data';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import {
  CSV_EXTENSION,
  DEFAULT_STREAMED_UPLOAD_MAX_BYTES,
  formatFileSize,
  SPREADSHEET_EXTENSION,
} from '@trade-terms/domain/uploads';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { ImportJobDialog } from '../../../components/import-job-dialog';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { calcDataKeys, useDownloadCalcDataTemplate, useImportCalcData } from '../api/calc-data';
import { importableSources } from '../calc-data-view';

/** One source's import: its template and the upload that queues the job. */
function SourceImport({ source }: { source: CalcDataSource }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const send = useImportCalcData(source);
  const template = useDownloadCalcDataTemplate(source);
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  // An ended import may have written rows: the consultation reads them again.
  const onFinished = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: calcDataKeys.all() });
  }, [queryClient]);
  const title = t(CALC_DATA_TITLES[source]);
  return (
    <Card title={title} size="small">
      <Flex gap={8} wrap>
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={template.isPending}
          onClick={() => template.mutate(undefined, { onError: feedback.failure })}
          aria-label={`${t('calcData.template')} — ${title}`}
        >
          {t('calcData.template')}
        </Button>
        <Button
          type="primary"
          icon={<UploadOutlined aria-hidden />}
          onClick={() => setImporting(true)}
          aria-label={`${t('calcData.import')} — ${title}`}
        >
          {t('calcData.import')}
        </Button>
      </Flex>
      <ImportJobDialog
        open={importing}
        title={`${t('calcData.import')} — ${title}`}
        send={send}
        template={template}
        onFinished={onFinished}
        onClose={() => setImporting(false)}
        accept={[SPREADSHEET_EXTENSION, CSV_EXTENSION]}
        maxBytes={DEFAULT_STREAMED_UPLOAD_MAX_BYTES}
        fileHint={t('calcData.csvHint', {
          size: formatFileSize(DEFAULT_STREAMED_UPLOAD_MAX_BYTES, currentLanguage()),
        })}
      />
    </Card>
  );
}

/** /calc/register: where a user with an edit role imports sell-in, sell-out and DMS. */
export function CalcDataRegisterPage() {
  const { t } = useTranslation();
  if (!mayOpenRoute(paths.calcDataRegister.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  const sources = importableSources(hasRole);
  return (
    <Flex vertical gap={16}>
      <PageHeader title={t('calcData.registerTitle')} />
      <Typography.Paragraph>
        {t('calcData.registerHint')}{' '}
        {/* Underlined: a link beside text is told apart without relying on its colour. */}
        <Link to={paths.importsExportsDashboard.href()} style={{ textDecoration: 'underline' }}>
          {t('calcData.openJob')}
        </Link>
      </Typography.Paragraph>
      {sources.length === 0 ? (
        <Empty description={t('calcData.noImportRole')} />
      ) : (
        sources.map((source) => <SourceImport key={source} source={source} />)
      )}
    </Flex>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { SPREADSHEET_EXTENSION } from '@trade-terms/domain/uploads';
import { Alert, Button, Flex, Modal, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useJob } from '../platform/jobs/get-job';
import { importHasErrors, isRunning, progressStatus } from '../platform/jobs/jobs-view';
import { useFeedback } from '../platform/use-feedback';
import { FileUpload } from './form/file-upload';
import { JobErrorsButton } from './job-errors-button';

/** The upload that queues an import job (answers the job's id), as a mutation. */
export interface ImportSend {
  mutate: (
    file: File,
    options: { onSuccess: (jobId: string) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
  reset: () => void;
}

/** The download of the empty template, as a mutation. */
export interface TemplateDownload {
  mutate: (input: undefined, options: { onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

export interface ImportJobDialogProps {
  open: boolean;
  title: string;
  send: ImportSend;
  template: TemplateDownload;
  /** Once the job has ended: it may have written rows (even with some rejected). */
  onFinished: () => void;
  onClose: () => void;
  /** The file types taken (a spreadsheet unless said), their size limit, and what to tell of them. */
  accept?: readonly string[];
  maxBytes?: number;
  fileHint?: string;
}

/**
 * Import of a filled template as a job: the file is checked in the browser, sent as base64, and
 * the job is followed until it ends; on errors the spec's message and the error sheet are offered.
 */
export function ImportJobDialog({
  open,
  title,
  send,
  template,
  onFinished,
  onClose,
  accept = [SPREADSHEET_EXTENSION],
  maxBytes,
  fileHint,
}: ImportJobDialogProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  const current = job.data;
  const running = send.isPending || (jobId !== null && (!current || isRunning(current)));
  const finished = current !== undefined && !isRunning(current);

  useEffect(() => {
    if (finished) onFinished();
  }, [finished, onFinished]);

  const close = () => {
    setFile(null);
    setJobId(null);
    send.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close}>
          {t('common.close')}
        </Button>,
        <Button
          key="send"
          type="primary"
          disabled={!file || jobId !== null}
          loading={send.isPending}
          onClick={() => {
            if (!file) return;
            send.mutate(file, { onSuccess: setJobId, onError: feedback.failure });
          }}
        >
          {t('registerScreens.importSend')}
        </Button>,
      ]}
    >
      <Flex vertical gap={16}>
        <Typography.Text>{t('registerScreens.importHint')}</Typography.Text>
        {fileHint && <Typography.Text>{fileHint}</Typography.Text>}
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={template.isPending}
          onClick={() => template.mutate(undefined, { onError: feedback.failure })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('registerScreens.template')}
        </Button>
        <FileUpload
          id="import-file"
          accept={accept}
          {...(maxBytes ? { maxBytes } : {})}
          value={file}
          onChange={(picked) => {
            setFile(picked);
            setJobId(null);
          }}
        />
        {jobId !== null && (
          <Flex vertical gap={8} aria-live="polite">
            {running && <Typography.Text>{t('registerScreens.importRunning')}</Typography.Text>}
            <Progress
              percent={current?.progress ?? 0}
              status={current ? progressStatus(current.status) : 'active'}
              aria-label={t('importsExports.progress')}
            />
            {current && !isRunning(current) && importHasErrors(current) && (
              <Alert
                type="error"
                showIcon
                title={t('imports.failed')}
                description={
                  <Flex vertical gap={8} align="flex-start">
                    {/* The server's summary holds every count; older jobs have none and show the counts. */}
                    <Typography.Text>
                      {current.message ??
                        t('importsExports.countsText', {
                          read: current.rowsRead,
                          created: current.rowsInserted,
                          changed: current.rowsUpdated,
                          unchanged: current.rowsUnchanged,
                          rejected: current.rowsRejected,
                        })}
                    </Typography.Text>
                    {current.hasErrors && <JobErrorsButton jobId={current.id} />}
                  </Flex>
                }
              />
            )}
            {current && !isRunning(current) && !importHasErrors(current) && (
              <Alert
                type="success"
                showIcon
                title={t('registerScreens.importDone', {
                  read: current.rowsRead,
                  created: current.rowsInserted,
                  changed: current.rowsUpdated,
                  unchanged: current.rowsUnchanged,
                })}
              />
            )}
            <Link to={paths.importsExportsDashboard.href()}>{t('registerScreens.openDashboard')}</Link>
          </Flex>
        )}
      </Flex>
    </Modal>
  );
}

import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { RegisterDeclaration } from '@trade-terms/domain/registers';
import { SPREADSHEET_EXTENSION } from '@trade-terms/domain/uploads';
import { Alert, Button, Flex, Modal, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileUpload } from '../../../components/form/file-upload';
import { JobErrorsButton } from '../../../components/job-errors-button';
import { paths } from '../../../config/paths';
import { useJob } from '../../../platform/jobs/get-job';
import { importHasErrors, isRunning, progressStatus } from '../../../platform/jobs/jobs-view';
import { useFeedback } from '../../../platform/use-feedback';
import { useDownloadRegisterTemplate } from '../api/download-register-template';
import { useImportRegister } from '../api/import-register';
import { registerKeys } from '../api/register-keys';

export interface ImportDialogProps {
  register: RegisterDeclaration;
  open: boolean;
  onClose: () => void;
}

/**
 * Import of a filled template: the file is checked in the browser, sent as base64, and the job
 * is followed until it ends; on errors the spec's message and the error sheet are offered.
 */
export function ImportDialog({ register, open, onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const importFile = useImportRegister(register);
  const template = useDownloadRegisterTemplate(register);
  const job = useJob(jobId);
  const current = job.data;
  const running = importFile.isPending || (jobId !== null && (!current || isRunning(current)));
  const finished = current !== undefined && !isRunning(current);
  const queryClient = useQueryClient();

  // An ended import may have written rows (even with some rejected): the list, the details and
  // the selects over this register read them again.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: registerKeys.all(register.key) });
  }, [finished, queryClient, register.key]);

  const close = () => {
    setFile(null);
    setJobId(null);
    importFile.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('registerScreens.importTitle', { register: t(register.title) })}
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
          loading={importFile.isPending}
          onClick={() => {
            if (!file) return;
            importFile.mutate(file, { onSuccess: setJobId, onError: feedback.failure });
          }}
        >
          {t('registerScreens.importSend')}
        </Button>,
      ]}
    >
      <Flex vertical gap={16}>
        <Typography.Text>{t('registerScreens.importHint')}</Typography.Text>
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
          accept={[SPREADSHEET_EXTENSION]}
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
              percent={current?.progresso ?? 0}
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
                      {current.mensagem ??
                        t('importsExports.countsText', {
                          read: current.linhasLidas,
                          created: current.linhasIncluidas,
                          changed: current.linhasAlteradas,
                          unchanged: current.linhasSemAlteracao,
                          rejected: current.linhasRejeitadas,
                        })}
                    </Typography.Text>
                    {current.temErros && <JobErrorsButton jobId={current.id} />}
                  </Flex>
                }
              />
            )}
            {current && !isRunning(current) && !importHasErrors(current) && (
              <Alert
                type="success"
                showIcon
                title={t('registerScreens.importDone', {
                  read: current.linhasLidas,
                  created: current.linhasIncluidas,
                  changed: current.linhasAlteradas,
                  unchanged: current.linhasSemAlteracao,
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

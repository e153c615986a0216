import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHEET_ROW_OUTCOMES,
  type SheetRowOutcome,
  type TSheetPreview,
  type TSheetPreviewRow,
  type TSheetPreviewRows,
} from '@trade-terms/domain/sheet-previews';
import { SPREADSHEET_EXTENSION } from '@trade-terms/domain/uploads';
import { Alert, Button, Flex, Modal, Progress, Table, type TableProps, Tabs, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useJob } from '../platform/jobs/get-job';
import { jobKeys } from '../platform/jobs/job-keys';
import { importHasErrors, isRunning, progressStatus } from '../platform/jobs/jobs-view';
import { useFeedback } from '../platform/use-feedback';
import { FileUpload } from './form/file-upload';
import { JobErrorsButton } from './job-errors-button';

const PAGE_SIZE = 10;

/** The request of one outcome's entries of a preview, paged. */
export interface PreviewRowsRequest {
  id: string;
  outcome: SheetRowOutcome;
  page: number;
  pageSize: number;
}

/** What a spreadsheet round trip says on its dialog, in the reader's language. */
export interface SheetImportTexts {
  title: string;
  hint: string;
  counts: (counts: TSheetPreview['counts']) => string;
  outcome: (outcome: SheetRowOutcome) => string;
  nothingToApply: string;
  applying: string;
  /** Shown while the applying job runs: how long it takes, where to follow it. */
  waiting: string;
}

/** The calls of one spreadsheet round trip: the upload's preview, its entries, the apply. */
export interface SheetImportCalls {
  /** Query keys of the preview's entries start with it. */
  rowsKey: readonly unknown[];
  preview(file: File): Promise<TSheetPreview>;
  rows(request: PreviewRowsRequest): Promise<TSheetPreviewRows>;
  /** Queues the job; answers its id. */
  apply(id: string): Promise<string>;
}

/** One outcome's entries of the preview, paged, with the columns the caller shows. */
function PreviewRows({
  calls,
  preview,
  outcome,
  columns,
}: {
  calls: SheetImportCalls;
  preview: TSheetPreview;
  outcome: SheetRowOutcome;
  columns: TableProps<TSheetPreviewRow>['columns'];
}) {
  const [page, setPage] = useState(1);
  const request = { id: preview.id, outcome, page, pageSize: PAGE_SIZE };
  const rows = useQuery({
    queryKey: [...calls.rowsKey, request],
    queryFn: () => calls.rows(request),
    placeholderData: keepPreviousData,
  });
  return (
    <Table<TSheetPreviewRow>
      size="small"
      rowKey="line"
      columns={columns}
      dataSource={rows.data?.items ?? []}
      loading={rows.isFetching}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: rows.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
      }}
    />
  );
}

/** The applying job, followed until it ends: the wait message, then its outcome and error sheet. */
function ApplyProgress({
  jobId,
  texts,
  onApplied,
}: {
  jobId: string;
  texts: SheetImportTexts;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const job = useJob(jobId);
  const current = job.data;
  const finished = current !== undefined && !isRunning(current);
  useEffect(() => {
    if (finished) onApplied();
  }, [finished, onApplied]);
  return (
    <Flex vertical gap={8} aria-live="polite">
      <Alert type="info" showIcon title={texts.waiting} />
      {!finished && <Typography.Text>{texts.applying}</Typography.Text>}
      <Progress
        percent={current?.progress ?? 0}
        status={current ? progressStatus(current.status) : 'active'}
        aria-label={t('importsExports.progress')}
      />
      {current &&
        finished &&
        (importHasErrors(current) ? (
          // The spec's message of an import with refused rows, its counts and the error sheet.
          <Alert
            type="warning"
            showIcon
            title={t('imports.failed')}
            description={
              <Flex vertical gap={8} align="start">
                <Typography.Text>{current.message}</Typography.Text>
                {current.hasErrors && <JobErrorsButton jobId={current.id} />}
              </Flex>
            }
          />
        ) : (
          <Alert type="success" showIcon title={current.message} />
        ))}
      <Link to={paths.importsExportsDashboard.href()}>{t('registerScreens.openDashboard')}</Link>
    </Flex>
  );
}

/**
 * The upload of a spreadsheet kept in Excel: the file is checked in the browser and sent; the
 * server answers what applying it would do (new, changed, unchanged and refused entries, each
 * refusal with its reason); applying runs as a job, followed here and on the dashboard.
 */
export function SheetImportDialog({
  fileInputId,
  intro,
  texts,
  calls,
  columns,
  onApplied,
  onClose,
}: {
  fileInputId: string;
  /** What comes before the upload (the massive template's export). */
  intro?: ReactNode;
  texts: SheetImportTexts;
  calls: SheetImportCalls;
  /** The table's columns for one outcome's entries. */
  columns: (outcome: SheetRowOutcome) => TableProps<TSheetPreviewRow>['columns'];
  /** Once the job ended: what to read again. */
  onApplied: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TSheetPreview | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: calls.preview });
  const apply = useMutation({
    mutationFn: calls.apply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
  const counts = preview?.counts;
  const toApply = counts ? counts.NOVA + counts.ALTERADA : 0;

  return (
    <Modal
      open
      width={960}
      title={texts.title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        preview === null ? (
          <Button
            key="preview"
            type="primary"
            disabled={!file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file, { onSuccess: setPreview, onError: feedback.failure })}
          >
            {t('leverSheets.previewSend')}
          </Button>
        ) : (
          <Button
            key="apply"
            type="primary"
            disabled={toApply === 0 || jobId !== null}
            loading={apply.isPending}
            onClick={() => apply.mutate(preview.id, { onSuccess: setJobId, onError: feedback.failure })}
          >
            {t('leverSheets.apply')}
          </Button>
        ),
      ]}
    >
      <Flex vertical gap={16}>
        {intro}
        <Typography.Text>{texts.hint}</Typography.Text>
        <FileUpload
          id={fileInputId}
          accept={[SPREADSHEET_EXTENSION]}
          value={file}
          onChange={(picked) => {
            setFile(picked);
            setPreview(null);
            setJobId(null);
            upload.reset();
          }}
        />
        {preview && counts && (
          <>
            <Typography.Text strong>{texts.counts(counts)}</Typography.Text>
            {toApply === 0 && <Alert type="warning" showIcon title={texts.nothingToApply} />}
            <Tabs
              defaultActiveKey={counts.RECUSADA > 0 ? 'RECUSADA' : 'NOVA'}
              items={SHEET_ROW_OUTCOMES.map((outcome) => ({
                key: outcome,
                label: `${texts.outcome(outcome)} (${counts[outcome]})`,
                children: (
                  <PreviewRows calls={calls} preview={preview} outcome={outcome} columns={columns(outcome)} />
                ),
              }))}
            />
          </>
        )}
        {jobId !== null && <ApplyProgress jobId={jobId} texts={texts} onApplied={onApplied} />}
      </Flex>
    </Modal>
  );
}

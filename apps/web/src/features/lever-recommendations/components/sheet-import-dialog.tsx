import { useQueryClient } from '@tanstack/react-query';
import { LEVER_SHEETS } from '@trade-terms/domain/lever-sheet-declarations';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import {
  SHEET_ROW_OUTCOMES,
  type SheetRowOutcome,
  type TSheetPreview,
  type TSheetPreviewRow,
} from '@trade-terms/domain/sheet-previews';
import { SPREADSHEET_EXTENSION } from '@trade-terms/domain/uploads';
import { Alert, Button, Flex, Modal, Progress, Table, type TableProps, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileUpload } from '../../../components/form/file-upload';
import { JobErrorsButton } from '../../../components/job-errors-button';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { useJob } from '../../../platform/jobs/get-job';
import { importHasErrors, isRunning, progressStatus } from '../../../platform/jobs/jobs-view';
import { useFeedback } from '../../../platform/use-feedback';
import { leverSheetKeys } from '../api/lever-sheet-keys';
import { useApplySheet, usePreviewRows, usePreviewSheet } from '../api/sheet-upload';
import { displayValue } from '../lever-sheet-view';

const PAGE_SIZE = 10;

/** The rows of one outcome of the preview: line, values as sent, what changes, why refused. */
function PreviewRows({
  kind,
  preview,
  outcome,
}: {
  kind: LeverSheetKind;
  preview: TSheetPreview;
  outcome: SheetRowOutcome;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rows = usePreviewRows(kind, {
    id: preview.id,
    situacao: outcome,
    pagina: page,
    tamanhoPagina: PAGE_SIZE,
  });
  const language = currentLanguage();
  const fields = LEVER_SHEETS[kind].fields;
  // Values as sent and as stored, in the grid's formats (a typed "4.75" reads "4,75%").
  const shown = (name: string, value: string | null | undefined) => {
    const field = fields.find((candidate) => candidate.name === name);
    if (value === null || value === undefined) return '—';
    return field ? displayValue(field, value, language, t) || value : value;
  };
  const labelOf = (name: string) => {
    const field = fields.find((candidate) => candidate.name === name);
    return field ? t(field.label) : name;
  };
  const columns: TableProps<TSheetPreviewRow>['columns'] = [
    { key: 'linha', dataIndex: 'linha', title: t('imports.rowColumn'), width: 80 },
    {
      key: 'valores',
      title: t('leverSheets.values'),
      render: (_value, row) =>
        fields
          .filter((field) => row.valores[field.name] != null)
          .map((field) => `${t(field.label)}: ${shown(field.name, row.valores[field.name])}`)
          .join(' · '),
    },
    outcome === 'RECUSADA'
      ? { key: 'motivo', dataIndex: 'motivo', title: t('imports.reasonColumn') }
      : {
          key: 'alterados',
          title: t('leverSheets.changedFields'),
          render: (_value, row) =>
            row.alterados
              .map(
                (name) =>
                  `${labelOf(name)}: ${shown(name, row.anteriores[name])} → ${shown(name, row.valores[name])}`,
              )
              .join(' · '),
        },
  ];
  return (
    <Table<TSheetPreviewRow>
      size="small"
      rowKey="linha"
      columns={columns}
      dataSource={rows.data?.itens ?? []}
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

/** The applying job, followed until it ends: the spec's wait message, then its outcome. */
function ApplyProgress({ kind, jobId }: { kind: LeverSheetKind; jobId: string }) {
  const { t } = useTranslation();
  const job = useJob(jobId);
  const queryClient = useQueryClient();
  const current = job.data;
  const finished = current !== undefined && !isRunning(current);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: leverSheetKeys.lists(kind) });
  }, [finished, queryClient, kind]);
  return (
    <Flex vertical gap={8} aria-live="polite">
      <Alert type="info" showIcon title={t('leverSheets.applyEstimate')} />
      {!finished && <Typography.Text>{t('leverSheets.applying')}</Typography.Text>}
      <Progress
        percent={current?.progresso ?? 0}
        status={current ? progressStatus(current.status) : 'active'}
        aria-label={t('importsExports.progress')}
      />
      {current && finished && (
        <Alert
          type={importHasErrors(current) ? 'warning' : 'success'}
          showIcon
          title={current.mensagem}
          description={current.temErros ? <JobErrorsButton jobId={current.id} /> : undefined}
        />
      )}
      <Link to={paths.importsExportsDashboard.href()}>{t('registerScreens.openDashboard')}</Link>
    </Flex>
  );
}

/**
 * The spreadsheet round trip's upload: the file is checked in the browser and sent; the server
 * answers what applying it would change (new, changed, unchanged and refused rows, each refusal
 * with its reason); applying runs as a job, followed here and on the dashboard.
 */
export function SheetImportDialog({ kind, onClose }: { kind: LeverSheetKind; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TSheetPreview | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const upload = usePreviewSheet(kind);
  const apply = useApplySheet(kind);
  const counts = preview?.contagens;
  const toApply = counts ? counts.NOVA + counts.ALTERADA : 0;
  const title = t('leverSheets.previewTitle', { title: t(LEVER_SHEETS[kind].title) });

  return (
    <Modal
      open
      width={960}
      title={title}
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
        <Typography.Text>{t('leverSheets.previewHint')}</Typography.Text>
        <FileUpload
          id="lever-sheet-file"
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
            <Typography.Text strong>
              {t('leverSheets.previewCounts', {
                created: counts.NOVA,
                changed: counts.ALTERADA,
                unchanged: counts.SEM_ALTERACAO,
                refused: counts.RECUSADA,
              })}
            </Typography.Text>
            {toApply === 0 && <Alert type="warning" showIcon title={t('leverSheets.nothingToApply')} />}
            <Tabs
              defaultActiveKey={counts.RECUSADA > 0 ? 'RECUSADA' : 'NOVA'}
              items={SHEET_ROW_OUTCOMES.map((outcome) => ({
                key: outcome,
                label: `${t(`leverSheets.outcome.${outcome}`)} (${counts[outcome]})`,
                children: <PreviewRows kind={kind} preview={preview} outcome={outcome} />,
              }))}
            />
          </>
        )}
        {jobId !== null && <ApplyProgress kind={kind} jobId={jobId} />}
      </Flex>
    </Modal>
  );
}

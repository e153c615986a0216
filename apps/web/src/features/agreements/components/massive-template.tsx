import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { templateColumn, ZAgreementTemplateExportSchema } from '@trade-terms/domain/agreement-template';
import type { AgreementTab } from '@trade-terms/domain/agreements';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import type { SheetRowOutcome, TSheetPreviewRow } from '@trade-terms/domain/sheet-previews';
import { Alert, Button, Divider, Flex, type TableProps, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetImportDialog } from '../../../components/sheet-import-dialog';
import { currentLanguage } from '../../../platform/i18n';
import { useFeedback } from '../../../platform/use-feedback';
import { formatValue } from '../../../platform/value-format';
import type { AgreementFilters } from '../agreement-list';
import { agreementKeys } from '../api/agreement-keys';
import { templateUploadCalls, useExportTemplate } from '../api/massive-template';

const OUTCOME_LABELS: Record<SheetRowOutcome, MessageKey> = {
  NOVA: 'agreementTemplate.outcomeNew',
  ALTERADA: 'agreementTemplate.outcomeChanged',
  SEM_ALTERACAO: 'agreementTemplate.outcomeUnchanged',
  RECUSADA: 'agreementTemplate.outcomeRefused',
};

const LEVER_CHANGE = /^lever:(\d+)(?::(\w+))?$/;

/** The export of the list's agreements in the template, refused here as the server would without the filters. */
function TemplateExport({ filters, tab }: { filters: AgreementFilters; tab: AgreementTab }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const exporting = useExportTemplate();
  const request = ZAgreementTemplateExportSchema.safeParse({ ...filters, tab });
  const refusal = request.success ? null : request.error.issues[0]?.message;
  return (
    <Flex vertical gap={8} align="start">
      <Typography.Text>{t('agreementTemplate.exportHint')}</Typography.Text>
      {refusal && <Alert type="warning" showIcon title={t(refusal as MessageKey)} />}
      <Button
        icon={<DownloadOutlined aria-hidden />}
        disabled={!request.success}
        loading={exporting.isPending}
        onClick={() =>
          request.success &&
          exporting.mutate(request.data, {
            onSuccess: (file) => {
              if (file) feedback.success(t('registerScreens.exportSaved', { file }));
            },
            onError: feedback.failure,
          })
        }
      >
        {t('agreementTemplate.export')}
      </Button>
      <Divider style={{ margin: '8px 0 0' }} />
    </Flex>
  );
}

/** The preview's columns: the agreement and its rows, then what changes or why it is refused. */
function usePreviewColumns() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const shown = (column: string | undefined, value: string | null | undefined) => {
    if (value === null || value === undefined) return '—';
    const type = column ? templateColumn(column)?.type : undefined;
    return type === 'money' || type === 'percentage' || type === 'date'
      ? formatValue(type, value, language)
      : value;
  };
  const changeText = (row: TSheetPreviewRow, key: string) => {
    const lever = LEVER_CHANGE.exec(key);
    if (!lever) {
      if (key === 'levers') return t('agreementTemplate.leverOrder');
      const column = templateColumn(key);
      const label = column ? t(column.label) : key;
      return `${label}: ${shown(key, row.previous[key])} → ${shown(key, row.values[key])}`;
    }
    const [, id = '', column] = lever;
    const name = row.values[`lever:${id}`] ?? id;
    if (!column) {
      return `${name}: ${t(row.values[key] === null ? 'agreementTemplate.leverRemoved' : 'agreementTemplate.leverAdded')}`;
    }
    const declared = templateColumn(column);
    const label = column === 'events' ? t('agreementTemplate.events') : declared ? t(declared.label) : column;
    return `${name} · ${label}: ${shown(column, row.previous[key])} → ${shown(column, row.values[key])}`;
  };
  return (outcome: SheetRowOutcome): TableProps<TSheetPreviewRow>['columns'] => [
    { key: 'rows', title: t('agreementTemplate.rows'), width: 90, render: (_value, row) => row.values.rows },
    {
      key: 'agreement',
      title: t('agreementTemplate.agreement'),
      width: 280,
      render: (_value, row) => (
        <Flex vertical>
          <Typography.Text strong>
            {row.values.agreementId
              ? `${t('agreements.id')} ${row.values.agreementId}`
              : t('agreementTemplate.newAgreement')}
            {/* The key says which rows a new agreement is; an exported one's key is its number. */}
            {row.values.agreementKey && row.values.agreementKey !== row.values.agreementId
              ? ` (${row.values.agreementKey})`
              : ''}
          </Typography.Text>
          <Typography.Text>{row.values.description}</Typography.Text>
          <Typography.Text type="secondary">
            {[row.values.economicGroup, row.values.channels].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Flex>
      ),
    },
    outcome === 'RECUSADA'
      ? {
          key: 'reason',
          title: t('imports.reasonColumn'),
          render: (_value, row) => (
            <Flex vertical>
              {(row.reason ?? '').split(' | ').map((line) => (
                <Typography.Text key={line}>{line}</Typography.Text>
              ))}
            </Flex>
          ),
        }
      : outcome === 'ALTERADA'
        ? {
            key: 'changes',
            title: t('agreementTemplate.changes'),
            render: (_value, row) => (
              <Flex vertical>
                {row.changed.map((key) => (
                  <Typography.Text key={key}>{changeText(row, key)}</Typography.Text>
                ))}
              </Flex>
            ),
          }
        : {
            key: 'levers',
            title: t('agreementTemplate.levers'),
            render: (_value, row) => row.values.levers,
          },
  ];
}

/**
 * The agreements' massive template on `/agreements`: export the list's agreements in it, fill or
 * change it in Excel, upload it, see the preview and apply it as a job.
 */
export function MassiveTemplateAction({ filters, tab }: { filters: AgreementFilters; tab: AgreementTab }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const columns = usePreviewColumns();
  const onApplied = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: agreementKeys.lists() }),
    [queryClient],
  );
  return (
    <>
      <Button icon={<FileExcelOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('agreementTemplate.action')}
      </Button>
      {open && (
        <SheetImportDialog
          fileInputId="agreement-template-file"
          intro={<TemplateExport filters={filters} tab={tab} />}
          texts={{
            title: t('agreementTemplate.title'),
            hint: t('agreementTemplate.uploadHint'),
            counts: (counts) =>
              t('agreementTemplate.previewCounts', {
                created: counts.NOVA,
                changed: counts.ALTERADA,
                unchanged: counts.SEM_ALTERACAO,
                refused: counts.RECUSADA,
              }),
            outcome: (outcome) => t(OUTCOME_LABELS[outcome]),
            nothingToApply: t('agreementTemplate.nothingToApply'),
            applying: t('agreementTemplate.applying'),
            waiting: t('success.importQueued'),
          }}
          calls={templateUploadCalls}
          columns={columns}
          onApplied={onApplied}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

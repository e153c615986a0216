import { useQueryClient } from '@tanstack/react-query';
import { LEVER_SHEETS } from '@trade-terms/domain/lever-sheet-declarations';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import type { SheetRowOutcome, TSheetPreviewRow } from '@trade-terms/domain/sheet-previews';
import type { TableProps } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetImportDialog as SpreadsheetImportDialog } from '../../../components/sheet-import-dialog';
import { currentLanguage } from '../../../platform/i18n';
import { leverSheetKeys } from '../api/lever-sheet-keys';
import { sheetUploadCalls } from '../api/sheet-upload';
import { displayValue } from '../lever-sheet-view';

/**
 * A lever table's spreadsheet upload: the rows of each outcome with their values as sent, what
 * changes (stored → sent) and why a row is refused; applying runs as a job.
 */
export function SheetImportDialog({ kind, onClose }: { kind: LeverSheetKind; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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
  const columns = (outcome: SheetRowOutcome): TableProps<TSheetPreviewRow>['columns'] => [
    { key: 'line', dataIndex: 'line', title: t('imports.rowColumn'), width: 80 },
    {
      key: 'values',
      title: t('leverSheets.values'),
      render: (_value, row) =>
        fields
          .filter((field) => row.values[field.name] != null)
          .map((field) => `${t(field.label)}: ${shown(field.name, row.values[field.name])}`)
          .join(' · '),
    },
    outcome === 'RECUSADA'
      ? { key: 'reason', dataIndex: 'reason', title: t('imports.reasonColumn') }
      : {
          key: 'changed',
          title: t('leverSheets.changedFields'),
          render: (_value, row) =>
            row.changed
              .map(
                (name) =>
                  `${labelOf(name)}: ${shown(name, row.previous[name])} → ${shown(name, row.values[name])}`,
              )
              .join(' · '),
        },
  ];
  const onApplied = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: leverSheetKeys.lists(kind) }),
    [queryClient, kind],
  );
  const calls = useMemo(() => sheetUploadCalls(kind), [kind]);
  return (
    <SpreadsheetImportDialog
      fileInputId="lever-sheet-file"
      texts={{
        title: t('leverSheets.previewTitle', { title: t(LEVER_SHEETS[kind].title) }),
        hint: t('leverSheets.previewHint'),
        counts: (counts) =>
          t('leverSheets.previewCounts', {
            created: counts.NOVA,
            changed: counts.ALTERADA,
            unchanged: counts.SEM_ALTERACAO,
            refused: counts.RECUSADA,
          }),
        outcome: (outcome) => t(`leverSheets.outcome.${outcome}`),
        nothingToApply: t('leverSheets.nothingToApply'),
        applying: t('leverSheets.applying'),
        waiting: t('leverSheets.applyEstimate'),
      }}
      calls={calls}
      columns={columns}
      onApplied={onApplied}
      onClose={onClose}
    />
  );
}

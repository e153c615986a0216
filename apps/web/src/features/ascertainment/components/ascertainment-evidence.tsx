import { DeleteOutlined } from '@ant-design/icons';
import { isRecalculable, type TAscertainment } from '@trade-terms/domain/ascertainment';
import { EVIDENCE_UPLOAD_EXTENSIONS, type TEvidence } from '@trade-terms/domain/ascertainment-evidence';
import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { Alert, Button, Form, Input, type TableColumnType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/form/file-upload';
import { FormDialog } from '../../../components/form-dialog';
import { StoredFileList } from '../../../components/stored-file-list';
import { failureTexts } from '../../../platform/api-error';
import { currentLanguage } from '../../../platform/i18n';
import { hasRole } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { formatInstant } from '../../../platform/value-format';
import {
  useDownloadEvidence,
  useEvidence,
  useImportEvidence,
  useRemoveEvidence,
} from '../api/ascertainment-evidence';

const EDIT_ROLE = 'ROLE_EDITAR_APURACAO_ACORDO';

/**
 * Asks the ZIP (checked in the browser: name, type, size) and imports it; a refused ZIP keeps
 * the dialog open with the server's sentence for each bad file, so the user can fix them all.
 */
function ImportEvidenceDialog({
  ascertainment,
  onClose,
}: {
  ascertainment: TAscertainment;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<{ file: File | null }>();
  const importZip = useImportEvidence(ascertainment.id);
  const [refusals, setRefusals] = useState<string[]>([]);
  return (
    <FormDialog<{ file: File | null }>
      form={form}
      title={t('evidence.screen.importTitle')}
      okText={t('evidence.screen.importSend')}
      pending={importZip.isPending}
      onClose={onClose}
      onFinish={({ file }) => {
        if (!file) return;
        setRefusals([]);
        importZip.mutate(file, {
          onSuccess: (answer) => {
            feedback.success(t('evidence.imported', { count: answer.list.length }));
            onClose();
          },
          onError: (error) => setRefusals(failureTexts(error, (key) => t(key))),
        });
      }}
    >
      <Typography.Paragraph type="secondary">
        {t('evidence.screen.rule', {
          example: `${ascertainment.agreementId}_${ascertainment.competence.replace('/', '_')}_1.pdf`,
        })}
      </Typography.Paragraph>
      <Form.Item
        name="file"
        label={t('evidence.screen.file')}
        htmlFor="ascertainment-evidence-file"
        rules={[{ required: true, message: t('errors.required') }]}
      >
        <FileUpload id="ascertainment-evidence-file" accept={EVIDENCE_UPLOAD_EXTENSIONS} />
      </Form.Item>
      {refusals.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={refusals[0]}
          description={
            refusals.length > 1 && (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {refusals.slice(1).map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )
          }
        />
      )}
    </FormDialog>
  );
}

/** Asks why a file leaves the ascertainment, then removes it (the history keeps it). */
function RemoveEvidenceDialog({
  ascertainmentId,
  evidence,
  onClose,
}: {
  ascertainmentId: number;
  evidence: TEvidence;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<{ justification: string }>();
  const remove = useRemoveEvidence(ascertainmentId);
  return (
    <FormDialog<{ justification: string }>
      form={form}
      danger
      title={t('evidence.screen.removeTitle', { name: evidence.fileName })}
      okText={t('common.remove')}
      pending={remove.isPending}
      onClose={onClose}
      onFinish={({ justification }) =>
        remove.mutate(
          { id: evidence.id, justification },
          {
            onSuccess: () => {
              feedback.success(t('evidence.removed'));
              onClose();
            },
            onError: feedback.failure,
          },
        )
      }
    >
      <Form.Item
        name="justification"
        label={t('ascertainmentScreens.justification')}
        rules={[{ required: true, whitespace: true, message: t('approval.justificationRequired') }]}
      >
        <Input.TextArea rows={4} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * The evidence of an ascertainment (photos, PDFs, presentations of quota events and claims):
 * every file kept and removed, each downloadable; with the edit role a ZIP is imported in any
 * status, and a file removed while the ascertainment is still under validation or disapproved.
 */
export function AscertainmentEvidence({ ascertainment }: { ascertainment: TAscertainment }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const evidence = useEvidence(ascertainment.id);
  const download = useDownloadEvidence();
  const [importing, setImporting] = useState(false);
  const [removing, setRemoving] = useState<TEvidence | null>(null);
  const edits = hasRole(EDIT_ROLE);
  const removes = edits && isRecalculable(ascertainment.status);

  const detailColumns: TableColumnType<TEvidence>[] = [
    { key: 'competence', title: t('evidence.screen.competence'), dataIndex: 'competence' },
    { key: 'kind', title: t('evidence.screen.kind'), render: (_v, row) => row.kind.toUpperCase() },
  ];
  const removalColumns: TableColumnType<TEvidence>[] = [
    {
      key: 'removed',
      title: t('evidence.screen.removed'),
      render: (_v, row) =>
        row.removedAt === null
          ? ''
          : t('evidence.screen.removedBy', {
              name: row.removedBy ?? '',
              at: formatInstant(row.removedAt, language),
              justification: row.removalJustification ?? '',
            }),
    },
  ];

  return (
    <StoredFileList<TEvidence>
      title={t('evidence.screen.title')}
      emptyText={t('evidence.screen.none')}
      detailColumns={detailColumns}
      removalColumns={removalColumns}
      files={evidence}
      download={download}
      importLabel={t('evidence.screen.import')}
      onImport={edits ? () => setImporting(true) : undefined}
      removeButton={
        removes
          ? (row) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('common.removeNamed', { name: row.fileName })}
                onClick={() => setRemoving(row)}
              />
            )
          : undefined
      }
    >
      {importing && (
        <ImportEvidenceDialog ascertainment={ascertainment} onClose={() => setImporting(false)} />
      )}
      {removing && (
        <RemoveEvidenceDialog
          ascertainmentId={ascertainment.id}
          evidence={removing}
          onClose={() => setRemoving(null)}
        />
      )}
    </StoredFileList>
  );
}

import type { TAgreement } from '@trade-terms/domain/agreements';
import { SIGNATURE_EXTENSIONS, type TSignature } from '@trade-terms/domain/signatures';
import { Form, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/form/file-upload';
import { FormDialog } from '../../../components/form-dialog';
import { RemoveButton } from '../../../components/list-page/row-actions';
import { StoredFileList } from '../../../components/stored-file-list';
import { currentLanguage } from '../../../platform/i18n';
import { hasRole } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { formatInstant } from '../../../platform/value-format';
import { maySign } from '../agreement-documents';
import { useExportSignature } from '../api/export-signature';
import { useSignatures } from '../api/get-signatures';
import { useImportSignature, useRemoveSignature } from '../api/signature-change';

/** Asks the signed PDF (checked in the browser: name, type, size) and imports it. */
function ImportSignatureDialog({ agreement, onClose }: { agreement: TAgreement; onClose: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [form] = Form.useForm<{ file: File | null }>();
  const importFile = useImportSignature(agreement.id);
  return (
    <FormDialog<{ file: File | null }>
      form={form}
      title={t('agreements.signature.importTitle')}
      okText={t('agreements.signature.importSend')}
      pending={importFile.isPending}
      onClose={onClose}
      onFinish={({ file }) => {
        if (!file) return;
        importFile.mutate(file, {
          onSuccess: () => {
            feedback.success(t('agreements.signature.imported'));
            onClose();
          },
          onError: feedback.failure,
        });
      }}
    >
      <Form.Item
        name="file"
        label={t('agreements.signature.file')}
        htmlFor="agreement-signature-file"
        rules={[{ required: true, message: t('errors.required') }]}
      >
        <FileUpload id="agreement-signature-file" accept={SIGNATURE_EXTENSIONS} />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * The signed files of an agreement, removed ones too (who and when): each one downloads, and
 * with the signature role an approved or closed agreement takes a new one, or loses one.
 */
export function AgreementSignatures({ agreement }: { agreement: TAgreement }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();
  const signatures = useSignatures(agreement.id);
  const download = useExportSignature();
  const remove = useRemoveSignature(agreement.id);
  const [importing, setImporting] = useState(false);
  const maintains = maySign(agreement.status, hasRole);

  const removalColumns: TableColumnType<TSignature>[] = [
    {
      key: 'removedBy',
      title: t('agreements.signature.removedBy'),
      render: (_v, row) => row.removedBy ?? '',
    },
    {
      key: 'removedAt',
      title: t('agreements.signature.removedAt'),
      render: (_v, row) => formatInstant(row.removedAt, language),
    },
  ];

  return (
    <StoredFileList<TSignature>
      title={t('agreements.signature.title')}
      emptyText={t('agreements.signature.none')}
      removalColumns={removalColumns}
      files={signatures}
      download={download}
      importLabel={t('agreements.signature.import')}
      onImport={maintains ? () => setImporting(true) : undefined}
      removeButton={
        maintains
          ? (row) => (
              <RemoveButton
                name={row.fileName}
                onConfirm={() =>
                  remove.mutate(row.id, {
                    onSuccess: () => feedback.success(t('agreements.signature.removed')),
                    onError: feedback.failure,
                  })
                }
              />
            )
          : undefined
      }
    >
      {importing && <ImportSignatureDialog agreement={agreement} onClose={() => setImporting(false)} />}
    </StoredFileList>
  );
}

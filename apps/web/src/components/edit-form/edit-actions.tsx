import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

export interface EditActionsProps {
  canEdit: boolean;
  saving: boolean;
  onCancel: () => void;
  /** The form the Save button submits when it stands outside it (a drawer's footer). */
  formId?: string;
  /** Save waits while the record loads. */
  loading?: boolean;
  /** What leaving says: Cancel with the edit role, Close without; a page may say Back. */
  cancelLabel?: string;
  justify?: 'flex-start' | 'flex-end';
}

/** Leave and Save, Save last; without the edit role only leaving. */
export function EditActions({
  canEdit,
  saving,
  onCancel,
  formId,
  loading = false,
  cancelLabel,
  justify = 'flex-end',
}: EditActionsProps) {
  const { t } = useTranslation();
  return (
    <Flex justify={justify} gap={8}>
      {/* Leaving works on a read-only form too. */}
      <Button disabled={false} onClick={onCancel}>
        {cancelLabel ?? (canEdit ? t('common.cancel') : t('common.close'))}
      </Button>
      {canEdit && (
        <Button type="primary" htmlType="submit" form={formId} loading={saving} disabled={loading}>
          {t('common.save')}
        </Button>
      )}
    </Flex>
  );
}

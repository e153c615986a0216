import type { TAscertainment } from '@trade-terms/domain/ascertainment';
import { ZAscertainmentExtendSchema, ZAscertainmentRestoreSchema } from '@trade-terms/domain/ascertainment';
import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { WireDatePicker } from '../../../components/form/wire-date-picker';
import { FormDialog } from '../../../components/form-dialog';
import { type FieldPath, schemaCheck } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { formatValue } from '../../../platform/value-format';
import { useExtendDeadline, useRestore } from '../api/ascertainment-moves';
import type { RecordAction } from '../ascertainment-view';

interface RecordValues {
  deadline?: string | null;
  justification?: string;
}

const TEXTS = {
  extend: { title: 'ascertainmentScreens.extend.title', ok: 'ascertainmentScreens.extend.action' },
  restore: { title: 'ascertainmentScreens.restore.title', ok: 'ascertainmentScreens.restore.action' },
} as const;

const isField = (path: FieldPath) => path[0] === 'deadline' || path[0] === 'justification';

/**
 * Extends the approval deadline (a later day, justified) or restores an approved ascertainment
 * to validation (justified). The call's schema is checked first; the server's refusals land on
 * their fields; a 409 is toasted, the ascertainment read again and the dialog closed.
 */
export function RecordActionDialog({
  action,
  ascertainment,
  onClose,
}: {
  action: RecordAction;
  ascertainment: Pick<TAscertainment, 'id' | 'version' | 'deadline'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<RecordValues>();
  const extend = useExtendDeadline();
  const restore = useRestore();
  const record = { id: ascertainment.id, version: ascertainment.version };
  const editing = useEditForm({
    form,
    isField,
    check: schemaCheck<RecordValues>(
      action === 'extend' ? ZAscertainmentExtendSchema : ZAscertainmentRestoreSchema,
      language,
    ),
    save: (values: RecordValues) =>
      action === 'extend'
        ? extend.mutateAsync({
            ...record,
            deadline: values.deadline ?? '',
            justification: values.justification ?? '',
          })
        : restore.mutateAsync({ ...record, justification: values.justification ?? '' }),
    onSaved: onClose,
    onConflict: () => {
      onClose();
      return undefined;
    },
  });
  return (
    <FormDialog<RecordValues>
      form={form}
      title={t(TEXTS[action].title)}
      okText={t(TEXTS[action].ok)}
      pending={extend.isPending || restore.isPending}
      onClose={onClose}
      onFinish={(values) => void editing.submit({ ...record, ...values })}
    >
      <FormProblems texts={editing.general} />
      {action === 'extend' ? (
        <>
          <Typography.Paragraph>
            {t('ascertainmentScreens.extend.current', {
              deadline: formatValue('date', ascertainment.deadline, language),
            })}
          </Typography.Paragraph>
          <Form.Item name="deadline" label={t('ascertainmentScreens.extend.deadline')}>
            <WireDatePicker />
          </Form.Item>
        </>
      ) : (
        <Typography.Paragraph>{t('ascertainmentScreens.restore.hint')}</Typography.Paragraph>
      )}
      <Form.Item name="justification" label={t('ascertainmentScreens.justification')}>
        <Input.TextArea rows={4} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
      </Form.Item>
    </FormDialog>
  );
}

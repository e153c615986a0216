import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import type { TMigrationRow } from '@trade-terms/domain/promo-migration';
import { Alert, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { FormDialog } from '../../../components/form-dialog';
import { type MigrationMove, type MigrationMoveValues, useOnBudgetTypes } from '../api/promo-migrations';
import { MIGRATION_MOVE_LABELS, MIGRATION_MOVE_TITLES } from '../promo-migration-view';

/** Moves that need a justification: a refusal or taking a holding out of the list. */
const JUSTIFIED: readonly MigrationMove[] = ['disapprove', 'exclude'];

/**
 * Asks what a move of a holding's migration needs: to request it, the competence (a month of the
 * row's year) and the ON budget type that receives the money; a justification, required to
 * disapprove or exclude.
 */
export function MigrationMoveDialog({
  move,
  row,
  pending,
  onClose,
  onConfirm,
}: {
  move: MigrationMove;
  row: TMigrationRow;
  pending: boolean;
  onClose: () => void;
  onConfirm: (values: MigrationMoveValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MigrationMoveValues>();
  const onTypes = useOnBudgetTypes();
  const required = JUSTIFIED.includes(move);
  const firstType = onTypes.data?.[0]?.code;
  // The ON budget types arrive after the dialog opens: the first one is the default choice.
  useEffect(() => {
    if (move === 'request' && firstType && !form.getFieldValue('targetBudgetType'))
      form.setFieldValue('targetBudgetType', firstType);
  }, [form, move, firstType]);
  return (
    <FormDialog<MigrationMoveValues>
      form={form}
      title={t(MIGRATION_MOVE_TITLES[move], {
        holding: row.economicGroupName ?? row.economicGroup,
        channel: row.channel,
        year: row.year,
      })}
      okText={t(MIGRATION_MOVE_LABELS[move])}
      danger={required}
      pending={pending}
      initialValues={move === 'request' ? { competence: `01/${row.year}` } : {}}
      onClose={onClose}
      onFinish={onConfirm}
    >
      {move === 'request' && (
        <>
          <Alert
            type="info"
            showIcon
            title={t('promoMigration.dialog.requestHint')}
            style={{ marginBottom: 16 }}
          />
          <Form.Item
            name="competence"
            label={t('promoMigration.fields.competence')}
            rules={[{ required: true, message: t('errors.required') }]}
          >
            <CompetencePicker />
          </Form.Item>
          <Form.Item
            name="targetBudgetType"
            label={t('promoMigration.fields.targetBudgetType')}
            rules={[{ required: true, message: t('errors.required') }]}
          >
            <Select
              loading={onTypes.isLoading}
              options={(onTypes.data ?? []).map((type) => ({
                value: type.code,
                label: `${type.code} · ${type.name}`,
              }))}
            />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="justification"
        label={t('promoMigration.fields.justification')}
        rules={
          required
            ? [{ required: true, whitespace: true, message: t('promoMigration.error.justificationRequired') }]
            : []
        }
      >
        <Input.TextArea rows={3} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
      </Form.Item>
    </FormDialog>
  );
}

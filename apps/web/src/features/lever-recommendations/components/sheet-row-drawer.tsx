import { LEVER_SHEETS } from '@trade-terms/domain/lever-sheet-declarations';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import type { FieldDeclaration } from '@trade-terms/domain/register-shape';
import { Alert, Checkbox, Drawer, Form, Input, Skeleton } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EditActions } from '../../../components/edit-form/edit-actions';
import { DrawerForm } from '../../../components/edit-form/edit-drawer';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { AppSelect } from '../../../components/form/app-select';
import { DecimalInput } from '../../../components/form/decimal-input';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { WireDatePicker } from '../../../components/form/wire-date-picker';
import { requiredRule } from '../../../components/form-rules';
import { failureTexts } from '../../../platform/api-error';
import { useSheetRow } from '../api/get-sheet-row';
import { useSaveSheetRow } from '../api/save-sheet-row';
import type { SheetRow } from '../api/sheet-calls';
import { displayValue, editableFields, saveBodyOf } from '../lever-sheet-view';
import { LeverSelect } from './lever-select';

/** The input of one field, by its type. */
function FieldInput({ field, id }: { field: FieldDeclaration; id: string }) {
  const { t } = useTranslation();
  const props = { id, 'aria-label': t(field.label) };
  switch (field.type) {
    case 'integer':
      return <LeverSelect id={id} />;
    case 'reference':
      return field.references ? <RegisterCodeSelect {...props} register={field.references} /> : null;
    case 'money':
    case 'percentage':
      return (
        <DecimalInput
          {...props}
          kind={field.type}
          {...(field.min !== undefined ? { min: String(field.min) } : {})}
          {...(field.max !== undefined ? { max: String(field.max) } : {})}
        />
      );
    case 'date':
      return <WireDatePicker id={id} />;
    case 'enum':
      return (
        <AppSelect<string>
          {...props}
          allowClear
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: displayValue(field, option, 'pt-BR', t),
          }))}
        />
      );
    default:
      return <Input {...props} maxLength={field.maxLength ?? 200} />;
  }
}

function SheetRowForm({
  kind,
  formId,
  row,
  canEdit,
  onSaved,
}: {
  kind: LeverSheetKind;
  formId: string;
  row: SheetRow | undefined;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const declaration = LEVER_SHEETS[kind];
  const fields = editableFields(declaration);
  const [form] = Form.useForm();
  const save = useSaveSheetRow(kind);
  const names = new Set(fields.map((field) => field.name));
  const edit = useEditForm<Record<string, unknown>, SheetRow>({
    form,
    isField: (path) => names.has(String(Array.isArray(path) ? path[0] : path)),
    save: (values) => save.mutateAsync(saveBodyOf(declaration, values, row)),
    onSaved,
  });
  const initial = Object.fromEntries(
    fields.map((field) => [field.name, row?.[field.name] ?? (field.type === 'boolean' ? false : null)]),
  );
  return (
    <DrawerForm<Record<string, unknown>>
      form={form}
      drawer={{ formId, canEdit }}
      initialValues={initial}
      onFinish={(values) => edit.submit(values)}
    >
      <FormProblems texts={edit.general} />
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          gap: '0 16px',
        }}
      >
        {fields.map((field) =>
          field.type === 'boolean' ? (
            <Form.Item key={field.name} name={field.name} valuePropName="checked" label=" " colon={false}>
              <Checkbox id={`${formId}-${field.name}`}>{t(field.label)}</Checkbox>
            </Form.Item>
          ) : (
            <Form.Item
              key={field.name}
              name={field.name}
              label={t(field.label)}
              htmlFor={`${formId}-${field.name}`}
              rules={field.required ? [requiredRule(t)] : []}
            >
              <FieldInput field={field} id={`${formId}-${field.name}`} />
            </Form.Item>
          ),
        )}
      </div>
    </DrawerForm>
  );
}

/** A row of a lever table opened from its grid, or a new one, in a side drawer. */
export function SheetRowDrawer({
  kind,
  id,
  canEdit,
  onClose,
}: {
  kind: LeverSheetKind;
  id: number | null;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const detail = useSheetRow(kind, id);
  const save = useSaveSheetRow(kind);
  const row = detail.data;
  const title = t(LEVER_SHEETS[kind].title);
  const heading =
    id === null ? t('leverSheets.newTitle', { title }) : t('leverSheets.editTitle', { id, title });
  return (
    <Drawer
      open
      title={heading}
      aria-label={heading}
      size={760}
      onClose={onClose}
      closable={{ 'aria-label': t('common.close') }}
      footer={
        <EditActions
          canEdit={canEdit}
          saving={save.isPending}
          onCancel={onClose}
          formId={formId}
          loading={detail.isLoading}
        />
      }
    >
      {id !== null && detail.isLoading && <Skeleton active />}
      {id !== null && detail.isError && (
        <Alert type="error" showIcon title={failureTexts(detail.error, (key) => t(key)).join(' ')} />
      )}
      {(id === null || row) && (
        <SheetRowForm
          key={row ? `${row.id}-${row.version}` : 'new'}
          kind={kind}
          formId={formId}
          row={row}
          canEdit={canEdit}
          onSaved={onClose}
        />
      )}
    </Drawer>
  );
}

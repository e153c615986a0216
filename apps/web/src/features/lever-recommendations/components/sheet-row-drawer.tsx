import { LEVER_SHEETS } from '@trade-terms/domain/lever-sheet-declarations';
import type { LeverSheetKind } from '@trade-terms/domain/lever-sheets';
import type { FieldDeclaration } from '@trade-terms/domain/register-shape';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DrawerForm,
  type DrawerFormProps,
  EditDrawer,
  type EditDrawerProps,
  type RecordDrawerProps,
} from '../../../components/edit-form/edit-drawer';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { AppSelect } from '../../../components/form/app-select';
import { DecimalInput } from '../../../components/form/decimal-input';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { WireDatePicker } from '../../../components/form/wire-date-picker';
import { requiredRule } from '../../../components/form-rules';
import { currentLanguage } from '../../../platform/i18n';
import { useSheetRow } from '../api/get-sheet-row';
import { useSaveSheetRow } from '../api/save-sheet-row';
import type { SheetRow } from '../api/sheet-calls';
import { displayValue, editableFields, saveBodyOf } from '../lever-sheet-view';
import { LeverSelect } from './lever-select';

/** The value and change handler Form.Item hands its input. */
interface Bound {
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The input of one field, by its type, bound to the form by the Form.Item around it. */
function FieldInput({ field, id, value, onChange }: { field: FieldDeclaration; id: string } & Bound) {
  const { t } = useTranslation();
  const label = t(field.label);
  const change = (next: unknown) => onChange?.(next);
  switch (field.type) {
    case 'integer':
      return <LeverSelect id={id} value={(value as number | null) ?? null} onChange={change} />;
    case 'reference':
      return field.references ? (
        <RegisterCodeSelect
          id={id}
          aria-label={label}
          register={field.references}
          value={(value as string | null) ?? null}
          onChange={change}
        />
      ) : null;
    case 'money':
    case 'percentage':
      return (
        <DecimalInput
          id={id}
          aria-label={label}
          kind={field.type}
          value={(value as string | null) ?? null}
          onChange={change}
          {...(field.min !== undefined ? { min: String(field.min) } : {})}
          {...(field.max !== undefined ? { max: String(field.max) } : {})}
        />
      );
    case 'date':
      return <WireDatePicker id={id} value={(value as string | null) ?? null} onChange={change} />;
    case 'enum':
      return (
        <AppSelect<string>
          id={id}
          aria-label={label}
          allowClear
          value={(value as string | null) ?? undefined}
          onChange={(next) => change(next ?? null)}
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: displayValue(field, option, currentLanguage(), t),
          }))}
        />
      );
    default:
      return (
        <Input
          id={id}
          maxLength={field.maxLength ?? 200}
          value={(value as string | null) ?? ''}
          onChange={(event) => change(event.target.value)}
        />
      );
  }
}

type SaveSheetRow = ReturnType<typeof useSaveSheetRow>;

/** The form of a row: one input per field of the table's declaration, by its type. */
function SheetRowForm({
  kind,
  formId,
  record: row,
  canEdit,
  save,
  onSaved,
}: DrawerFormProps<SheetRow, SaveSheetRow> & { kind: LeverSheetKind }) {
  const { t } = useTranslation();
  const declaration = LEVER_SHEETS[kind];
  const fields = editableFields(declaration);
  const [form] = Form.useForm();
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

/** Each table's drawer: its row's query and save, its form, and titles naming the row and the table. */
function drawerOf(
  kind: LeverSheetKind,
  hooks: Pick<EditDrawerProps<SheetRow, SaveSheetRow>, 'useDetail' | 'useSave'>,
) {
  // One form component per table, made once, so a drawer's render never remounts its form.
  function FormOfKind(form: DrawerFormProps<SheetRow, SaveSheetRow>) {
    return <SheetRowForm {...form} kind={kind} />;
  }
  return function SheetRowDrawerOfKind(props: RecordDrawerProps) {
    const { t } = useTranslation();
    const title = t(LEVER_SHEETS[kind].title);
    return (
      <EditDrawer<SheetRow, SaveSheetRow>
        {...props}
        {...hooks}
        size={760}
        titles={{
          heading: (id) =>
            id === null ? t('leverSheets.newTitle', { title }) : t('leverSheets.editTitle', { id, title }),
        }}
        form={FormOfKind}
      />
    );
  };
}

const DRAWERS = {
  leverRecommendation: drawerOf('leverRecommendation', {
    useDetail: (id) => useSheetRow('leverRecommendation', id),
    useSave: () => useSaveSheetRow('leverRecommendation'),
  }),
  auditedProduct: drawerOf('auditedProduct', {
    useDetail: (id) => useSheetRow('auditedProduct', id),
    useSave: () => useSaveSheetRow('auditedProduct'),
  }),
} satisfies Record<LeverSheetKind, (props: RecordDrawerProps) => unknown>;

/** A row of a lever table opened from its grid, or a new one, in a side drawer. */
export function SheetRowDrawer({ kind, ...props }: RecordDrawerProps & { kind: LeverSheetKind }) {
  const Drawer = DRAWERS[kind];
  return <Drawer {...props} />;
}

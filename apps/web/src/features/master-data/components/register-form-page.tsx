import { translate } from '@trade-terms/domain/i18n';
import type { FieldDeclaration, RegisterDeclaration, RegisterKey } from '@trade-terms/domain/registers';
import { Alert, Card, Flex, Form, type FormRule, Input, Switch } from 'antd';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EditActions } from '../../../components/edit-form/edit-actions';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { AppSelect } from '../../../components/form/app-select';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { DecimalInput } from '../../../components/form/decimal-input';
import { NumberInput } from '../../../components/form/number-input';
import { ReferenceSelect } from '../../../components/form/reference-select';
import { WireDatePicker } from '../../../components/form/wire-date-picker';
import { NotFoundResult } from '../../../components/not-found-result';
import { PageTitle } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { currentLanguage } from '../../../platform/i18n';
import { useListReturn } from '../../../platform/list-return';
import { usePublishPageCrumb } from '../../../platform/page-crumb';
import { hasRole } from '../../../platform/session';
import { useRegisterRecord } from '../api/get-register-record';
import { useSaveRegisterRecord } from '../api/save-register-record';
import {
  emptyFormValues,
  enumChoices,
  fieldRulesOf,
  formValuesOf,
  maskCnpj,
  mayEditField,
  registerOf,
  registerPaths,
  saveBodyOf,
} from '../register-engine';

/** What Form.Item hands its child: the control's id, value and change handler. */
interface ControlProps {
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: each declared type has its own value shape.
  value?: any;
  // biome-ignore lint/suspicious/noExplicitAny: each declared type has its own value shape.
  onChange?: (...args: any[]) => void;
  checked?: boolean;
}

function FieldInput({
  field,
  disabled,
  ...control
}: { field: FieldDeclaration; disabled: boolean } & ControlProps) {
  const { t } = useTranslation();
  switch (field.type) {
    case 'reference':
      return field.references ? (
        <ReferenceSelect
          {...control}
          references={field.references}
          disabled={disabled}
          aria-label={t(field.label)}
        />
      ) : null;
    case 'integer':
      return <NumberInput {...control} precision={0} disabled={disabled} />;
    case 'money':
    case 'percentage':
    case 'quantity':
      return <DecimalInput {...control} kind={field.type} disabled={disabled} />;
    case 'date':
      return <WireDatePicker {...control} disabled={disabled} />;
    case 'competence':
      return <CompetencePicker {...control} allowClear />;
    case 'boolean':
      return <Switch {...control} disabled={disabled} aria-label={t(field.label)} />;
    case 'enum':
      return (
        <AppSelect<string> {...control} disabled={disabled} options={enumChoices(field, currentLanguage())} />
      );
    default:
      return (
        <Input
          {...control}
          disabled={disabled}
          maxLength={field.maxLength}
          inputMode={field.format === 'email' ? 'email' : undefined}
        />
      );
  }
}

/** What a typed value becomes in the form: CNPJs take their mask. */
function normalizerOf(field: FieldDeclaration): ((value: unknown) => unknown) | undefined {
  if (field.format === 'cnpj') return (value) => (typeof value === 'string' ? maskCnpj(value) : value);
  return undefined;
}

/** The generic form of a register: creates at `/register`, edits at `/edit/:id`. */
function RegisterForm({ register, id }: { register: RegisterDeclaration; id: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const record = useRegisterRecord(register, id);
  const save = useSaveRegisterRecord(register);
  const routes = registerPaths(register);
  const listHref = useListReturn(routes.list);
  const fieldNames = new Set(register.fields.map((field) => field.name));
  const editing = useEditForm({
    form,
    isField: (path) => fieldNames.has(String(path[0])),
    save: save.mutateAsync,
    onSaved: () => navigate(listHref),
    // Someone saved first: the server says so, and the form shows what is current now.
    onConflict: async (failure) => {
      const fresh = await record.refetch();
      if (fresh.data) form.setFieldsValue(formValuesOf(register, fresh.data));
      return [...failure.general, t('registerScreens.staleReloaded')];
    },
  });

  useEffect(() => {
    if (record.data) form.setFieldsValue(formValuesOf(register, record.data));
  }, [record.data, form, register]);
  // The trail ends with the record's code ("Categorias / CAT01"), or what a new one is.
  const savedCode = typeof record.data?.code === 'string' ? record.data.code : null;
  usePublishPageCrumb(
    pathname,
    id === null ? t('registerScreens.newTitle', { record: t(register.singular) }) : savedCode,
  );

  if (id !== null && record.isPending) return <PageLoader />;
  if (id !== null && record.isError)
    return <Alert type="error" showIcon title={t('registerScreens.notFound')} />;

  const rulesOf = (field: FieldDeclaration): FormRule[] =>
    fieldRulesOf(register, field).map((rule) => ({
      required: rule.message === 'errors.required',
      validator: async (_rule: unknown, value: unknown) => {
        if (!rule.check(value, form.getFieldsValue(true)))
          throw new Error(translate(currentLanguage(), rule.message, rule.params));
      },
    }));

  const submit = (values: Record<string, unknown>) =>
    editing.submit(
      saveBodyOf(
        register,
        values,
        record.data ? { id: record.data.id, version: record.data.version } : undefined,
      ),
    );

  const title =
    id === null
      ? t('registerScreens.newTitle', { record: t(register.singular) })
      : t('registerScreens.editTitle', { record: t(register.singular), code: savedCode ?? '' });

  return (
    <Flex vertical gap={16}>
      <PageTitle>{title}</PageTitle>
      <Card>
        <FormProblems texts={editing.general} />
        <Form
          form={form}
          layout="vertical"
          initialValues={emptyFormValues(register)}
          onFinish={submit}
          requiredMark
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
            gap: '0 24px',
          }}
        >
          {register.fields.map((field) => {
            const allowed = mayEditField(field, hasRole);
            const normalize = normalizerOf(field);
            return (
              <Form.Item
                key={field.name}
                name={field.name}
                label={t(field.label)}
                rules={rulesOf(field)}
                valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
                dependencies={field.name === 'validityEnd' ? ['validityStart'] : undefined}
                extra={allowed ? undefined : t('registerScreens.needsRole')}
                {...(normalize ? { normalize } : {})}
              >
                <FieldInput field={field} disabled={!allowed} />
              </Form.Item>
            );
          })}
          <Form.Item style={{ gridColumn: '1 / -1', marginBottom: 0 }}>
            <EditActions
              canEdit
              saving={save.isPending}
              onCancel={() => navigate(listHref)}
              cancelLabel={t('registerScreens.back')}
              justify="flex-start"
            />
          </Form.Item>
        </Form>
      </Card>
    </Flex>
  );
}

function EditRoute({ register }: { register: RegisterDeclaration }) {
  const { id } = useParams();
  const number = Number(id);
  if (!Number.isInteger(number) || number <= 0) return <NotFoundResult />;
  return <RegisterForm key={`${register.key}-${number}`} register={register} id={number} />;
}

const createScreens = new Map<RegisterKey, ComponentType>();
const editScreens = new Map<RegisterKey, ComponentType>();

/** The create screen of one register. */
export function registerCreateScreen(key: RegisterKey): ComponentType {
  let screen = createScreens.get(key);
  if (!screen) {
    const register = registerOf(key);
    screen = function RegisterCreateScreen() {
      return <RegisterForm key={register.key} register={register} id={null} />;
    };
    createScreens.set(key, screen);
  }
  return screen;
}

/** The edit screen of one register. */
export function registerEditScreen(key: RegisterKey): ComponentType {
  let screen = editScreens.get(key);
  if (!screen) {
    const register = registerOf(key);
    screen = function RegisterEditScreen() {
      return <EditRoute register={register} />;
    };
    editScreens.set(key, screen);
  }
  return screen;
}

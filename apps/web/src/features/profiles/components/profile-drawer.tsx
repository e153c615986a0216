import { profileCalls } from '@trade-terms/domain/calls/profiles-calls';
import type { TProfile } from '@trade-terms/domain/profiles';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DrawerForm, type DrawerFormProps, editDrawerOf } from '../../../components/edit-form/edit-drawer';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { clearChangedFieldErrors, type FieldPath, schemaCheck } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { useProfile } from '../api/get-profile';
import { type TSaveProfileInput, useSaveProfile } from '../api/save-profile';
import { FeaturePicker } from './feature-picker';

interface ProfileFormValues {
  name: string;
  description: string;
  features: string[];
  budgetTypes: string[];
  domains: { channels: string[]; commodities: string[]; regions: string[] };
}

const FIELDS = new Set([
  'name',
  'description',
  'features',
  'budgetTypes',
  'domains.channels',
  'domains.commodities',
  'domains.regions',
]);
const isField = (path: FieldPath) => FIELDS.has(path.join('.'));

const EMPTY: ProfileFormValues = {
  name: '',
  description: '',
  features: [],
  budgetTypes: [],
  domains: { channels: [], commodities: [], regions: [] },
};

function valuesOf(profile: TProfile | undefined): ProfileFormValues {
  if (!profile) return EMPTY;
  return {
    name: profile.name,
    description: profile.description ?? '',
    features: profile.features,
    budgetTypes: profile.budgetTypes,
    domains: profile.domains,
  };
}

/** Shows a profile, and to users with the edit role creates or changes one. */
export const ProfileDrawer = editDrawerOf({
  useDetail: useProfile,
  useSave: useSaveProfile,
  titles: { create: 'profiles.new', edit: 'profiles.editTitle' },
  form: ProfileForm,
});

type FormProps = DrawerFormProps<TProfile, ReturnType<typeof useSaveProfile>>;

function ProfileForm({ formId, record: profile, canEdit, save, onSaved }: FormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<ProfileFormValues>();
  const editing = useEditForm({
    form,
    isField,
    check: schemaCheck<TSaveProfileInput>(profileCalls.save.body, language),
    save: save.mutateAsync,
    onSaved,
  });

  const submit = (values: ProfileFormValues) =>
    editing.submit({
      ...(profile ? { id: profile.id, version: profile.version } : {}),
      name: values.name ?? '',
      description: values.description?.trim() ? values.description : null,
      features: values.features ?? [],
      budgetTypes: values.budgetTypes ?? [],
      domains: values.domains ?? EMPTY.domains,
    });

  const disabled = !canEdit;
  return (
    <DrawerForm
      drawer={{ formId, canEdit }}
      form={form}
      initialValues={valuesOf(profile)}
      onFinish={submit}
      onValuesChange={(changed) => clearChangedFieldErrors(form, changed)}
    >
      <FormProblems texts={editing.general} />
      <Form.Item name="name" label={t('common.name')} required>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="description" label={t('common.description')}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="features" label={t('profiles.features')}>
        <FeaturePicker disabled={disabled} />
      </Form.Item>
      <Form.Item name="budgetTypes" label={t('profiles.budgetTypes')}>
        <RegisterCodesSelect
          register="budgetType"
          aria-label={t('profiles.budgetTypes')}
          disabled={disabled}
        />
      </Form.Item>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('profiles.domains')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('profiles.domainsHelp')}</Typography.Paragraph>
      <Form.Item name={['domains', 'channels']} label={t('profiles.channels')}>
        <RegisterCodesSelect register="channel" aria-label={t('profiles.channels')} disabled={disabled} />
      </Form.Item>
      <Form.Item name={['domains', 'commodities']} label={t('profiles.commodities')}>
        <RegisterCodesSelect
          register="commodity"
          aria-label={t('profiles.commodities')}
          disabled={disabled}
        />
      </Form.Item>
      <Form.Item name={['domains', 'regions']} label={t('profiles.regions')}>
        <RegisterCodesSelect register="region" aria-label={t('profiles.regions')} disabled={disabled} />
      </Form.Item>
    </DrawerForm>
  );
}

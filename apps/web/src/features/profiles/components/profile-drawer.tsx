import type { TProfile } from '@trade-terms/domain/profiles';
import { Alert, Button, Drawer, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { ApiError, failureTexts } from '../../../platform/api-error';
import {
  clearChangedFieldErrors,
  type FieldPath,
  formFailureOf,
  schemaFieldErrors,
  showFieldErrors,
} from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { useFeedback } from '../../../platform/use-feedback';
import { useProfile } from '../api/get-profile';
import { type TSaveProfileInput, useSaveProfile, ZSaveProfileInputSchema } from '../api/save-profile';
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

const FORM_ID = 'profile-form';

export interface ProfileDrawerProps {
  /** The profile to show or change; null creates one. */
  profileId: number | null;
  canEdit: boolean;
  onClose: () => void;
}

function ProfileForm({
  profile,
  canEdit,
  save,
  onSaved,
}: {
  profile: TProfile | undefined;
  canEdit: boolean;
  save: ReturnType<typeof useSaveProfile>;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<ProfileFormValues>();
  const [general, setGeneral] = useState<string[]>([]);
  const feedback = useFeedback();

  const submit = async (values: ProfileFormValues) => {
    setGeneral([]);
    const input: TSaveProfileInput = {
      ...(profile ? { id: profile.id, version: profile.version } : {}),
      name: values.name ?? '',
      description: values.description?.trim() ? values.description : null,
      features: values.features ?? [],
      budgetTypes: values.budgetTypes ?? [],
      domains: values.domains ?? EMPTY.domains,
    };
    const checked = ZSaveProfileInputSchema.safeParse(input);
    if (!checked.success) {
      showFieldErrors(form, schemaFieldErrors(language, input, checked.error.issues));
      return;
    }
    try {
      await save.mutateAsync(input);
      feedback.success(t('common.saved'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // The form is rebuilt from the reloaded profile (its version changed); the message stays.
        feedback.failure(error);
        return;
      }
      const failure = formFailureOf(error, isField, t('errors.internalServerError'));
      showFieldErrors(form, failure.fields);
      setGeneral(failure.general);
    }
  };

  const disabled = !canEdit;
  return (
    <Form
      id={FORM_ID}
      form={form}
      layout="vertical"
      initialValues={valuesOf(profile)}
      onFinish={submit}
      onValuesChange={(changed) => clearChangedFieldErrors(form, changed)}
      disabled={disabled}
    >
      {general.length > 0 && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={general.join(' ')} />
      )}
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
    </Form>
  );
}

/** Shows a profile, and to users with the edit role creates or changes one. */
export function ProfileDrawer({ profileId, canEdit, onClose }: ProfileDrawerProps) {
  const { t } = useTranslation();
  const detail = useProfile(profileId);
  const save = useSaveProfile();
  const title =
    profileId === null ? t('profiles.new') : canEdit ? t('profiles.editTitle') : (detail.data?.name ?? '');
  return (
    <Drawer
      open
      title={title}
      aria-label={title}
      size={720}
      onClose={onClose}
      closable={{ 'aria-label': t('common.close') }}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{canEdit ? t('common.cancel') : t('common.close')}</Button>
          {canEdit && (
            <Button
              type="primary"
              htmlType="submit"
              form={FORM_ID}
              loading={save.isPending}
              disabled={detail.isLoading}
            >
              {t('common.save')}
            </Button>
          )}
        </Flex>
      }
    >
      {profileId !== null && detail.isLoading && <Skeleton active />}
      {profileId !== null && detail.isError && (
        <Alert type="error" showIcon title={failureTexts(detail.error, (key) => t(key)).join(' ')} />
      )}
      {(profileId === null || detail.data) && (
        <ProfileForm
          // A reloaded profile (after someone else saved it) rebuilds the form with its values.
          key={detail.data ? `${detail.data.id}-${detail.data.version}` : 'new'}
          profile={detail.data}
          canEdit={canEdit}
          save={save}
          onSaved={onClose}
        />
      )}
    </Drawer>
  );
}

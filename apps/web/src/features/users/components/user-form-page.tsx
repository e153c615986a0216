import { type TUserDetail, USER_STATUSES } from '@trade-terms/domain/users';
import { Alert, Button, Card, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppSelect } from '../../../components/form/app-select';
import { strongPasswordRule } from '../../../components/form-rules';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../platform/api-error';
import {
  clearChangedFieldErrors,
  type FieldPath,
  formFailureOf,
  schemaFieldErrors,
  showFieldErrors,
} from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useProfileOptions } from '../api/get-profile-options';
import { type TSaveUserInput, useSaveUser, ZSaveUserInputSchema } from '../api/save-user';
import { PageTitle, UserDecisions, UserSummary, WithUser } from './user-parts';

interface UserFormValues {
  login: string;
  name: string;
  email: string;
  profileId: number | undefined;
  status: 'ATIVO' | 'INATIVO';
  senha?: string;
}

const FIELDS = new Set(['login', 'name', 'email', 'profileId', 'status', 'senha']);
const isField = (path: FieldPath) => FIELDS.has(path.join('.'));

function UserForm({ user }: { user: TUserDetail | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserFormValues>();
  const [general, setGeneral] = useState<string[]>([]);
  const profiles = useProfileOptions();
  const save = useSaveUser();
  const feedback = useFeedback();
  const canEdit = hasRole('ROLE_EDITAR_USUARIOS');
  const isSelf = user !== null && user.id === signedInUser()?.id;

  const submit = async (values: UserFormValues) => {
    setGeneral([]);
    const input: TSaveUserInput = {
      ...(user ? { id: user.id, version: user.version } : {}),
      login: values.login ?? '',
      name: values.name ?? '',
      email: values.email ?? '',
      profileId: values.profileId as number,
      status: values.status,
      ...(!user && values.senha ? { senha: values.senha } : {}),
    };
    const checked = ZSaveUserInputSchema.safeParse(input);
    if (!checked.success) {
      showFieldErrors(form, schemaFieldErrors(language, input, checked.error.issues));
      return;
    }
    try {
      const saved = await save.mutateAsync(input);
      feedback.success(t('common.saved'));
      if (!user) navigate(paths.userEdit.href(saved.id), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        feedback.failure(error);
        return;
      }
      const failure = formFailureOf(error, isField, t('errors.internalServerError'));
      showFieldErrors(form, failure.fields);
      setGeneral(failure.general);
    }
  };

  return (
    <Card>
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        disabled={!canEdit}
        style={{ maxWidth: 640 }}
        initialValues={
          user
            ? {
                login: user.login,
                name: user.name,
                email: user.email,
                profileId: user.profileId ?? undefined,
                status: user.status,
              }
            : { status: 'ATIVO' }
        }
        onFinish={submit}
        onValuesChange={(changed) => clearChangedFieldErrors(form, changed)}
      >
        {general.length > 0 && (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} title={general.join(' ')} />
        )}
        <Form.Item name="login" label={t('users.login')} required>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t('users.name')} required>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="email" label={t('users.email')} required>
          <Input maxLength={254} type="email" />
        </Form.Item>
        <Form.Item name="profileId" label={t('users.profile')} required>
          <AppSelect<number>
            aria-label={t('users.profile')}
            // Nobody changes their own profile: another administrator does.
            disabled={isSelf || !canEdit}
            loading={profiles.isLoading}
            options={(profiles.data ?? []).map((profile) => ({ value: profile.id, label: profile.name }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('users.status')} required>
          <Select
            aria-label={t('users.status')}
            options={USER_STATUSES.map((status) => ({ value: status, label: t(`users.status.${status}`) }))}
          />
        </Form.Item>
        {!user && (
          <Form.Item
            name="senha"
            label={t('users.firstPassword')}
            extra={t('users.firstPasswordHelp')}
            rules={[strongPasswordRule(t)]}
          >
            <Input.Password maxLength={18} autoComplete="new-password" />
          </Form.Item>
        )}
        <Flex gap={8}>
          <Button disabled={false} onClick={() => navigate(paths.users.href())}>
            {canEdit ? t('common.cancel') : t('common.close')}
          </Button>
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          )}
        </Flex>
      </Form>
    </Card>
  );
}

/** /user/register: a new user with profile, status and an optional first password. */
export function UserRegisterPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('users.registerTitle')}</PageTitle>
      <UserForm user={null} />
    </Flex>
  );
}

/** /user/edit/:id: the user's data, their stage and the decisions on their requests. */
export function UserEditPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('users.editTitle')}</PageTitle>
      <WithUser>
        {(user) => (
          <>
            <UserForm key={`${user.id}-${user.version}`} user={user} />
            <UserSummary user={user} />
            <UserDecisions user={user} />
          </>
        )}
      </WithUser>
    </Flex>
  );
}

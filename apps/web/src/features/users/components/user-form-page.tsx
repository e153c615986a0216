import { userCalls } from '@trade-terms/domain/calls/users-calls';
import { type TUserDetail, USER_STATUSES } from '@trade-terms/domain/users';
import { Card, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EditActions } from '../../../components/edit-form/edit-actions';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { ProfileSelect } from '../../../components/form/profile-select';
import { strongPasswordRule } from '../../../components/form-rules';
import { PageTitle } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { clearChangedFieldErrors, type FieldPath, schemaCheck } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { hasRole, signedInUser } from '../../../platform/session';
import { type TSaveUserInput, useSaveUser } from '../api/save-user';
import { UserDecisions, UserPage, UserSummary } from './user-parts';

interface UserFormValues {
  login: string;
  name: string;
  email: string;
  profileId: number | undefined;
  status: 'ATIVO' | 'INATIVO';
  password?: string;
}

const FIELDS = new Set(['login', 'name', 'email', 'profileId', 'status', 'password']);
const isField = (path: FieldPath) => FIELDS.has(path.join('.'));

function UserForm({ user }: { user: TUserDetail | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserFormValues>();
  const save = useSaveUser();
  const canEdit = hasRole('ROLE_EDITAR_USUARIOS');
  const isSelf = user !== null && user.id === signedInUser()?.id;
  const editing = useEditForm({
    form,
    isField,
    check: schemaCheck<TSaveUserInput>(userCalls.save.body, language),
    sent: userCalls.save.body,
    save: save.mutateAsync,
    onSaved: (saved) => {
      if (!user) navigate(paths.userEdit.href(saved.id), { replace: true });
    },
  });

  const submit = (values: UserFormValues) =>
    editing.submit({
      ...(user ? { id: user.id, version: user.version } : {}),
      login: values.login ?? '',
      name: values.name ?? '',
      email: values.email ?? '',
      profileId: values.profileId as number,
      status: values.status,
      ...(!user && values.password ? { password: values.password } : {}),
    });

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
        <FormProblems texts={editing.general} />
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
          <ProfileSelect
            aria-label={t('users.profile')}
            // Nobody changes their own profile: another administrator does.
            disabled={isSelf || !canEdit}
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
            name="password"
            label={t('users.firstPassword')}
            extra={t('users.firstPasswordHelp')}
            rules={[strongPasswordRule(t)]}
          >
            <Input.Password maxLength={18} autoComplete="new-password" />
          </Form.Item>
        )}
        <EditActions
          canEdit={canEdit}
          saving={save.isPending}
          onCancel={() => navigate(paths.users.href())}
          justify="flex-start"
        />
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
    <UserPage title={t('users.editTitle')}>
      {(user) => (
        <>
          <UserForm key={`${user.id}-${user.version}`} user={user} />
          <UserSummary user={user} />
          <UserDecisions user={user} />
        </>
      )}
    </UserPage>
  );
}

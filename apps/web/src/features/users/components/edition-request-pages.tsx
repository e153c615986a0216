import { SendOutlined } from '@ant-design/icons';
import { type TUserDetail, type TUserEditionChange, USER_STATUSES } from '@trade-terms/domain/users';
import { Button, Card, Descriptions, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ProfileSelect } from '../../../components/form/profile-select';
import { paths } from '../../../config/paths';
import { formFailureOf, showFieldErrors } from '../../../platform/form-errors';
import { hasRole, signedInUser } from '../../../platform/session';
import { useApproveUserEdition } from '../api/approve-user-edition';
import { useConfigureUserEdition } from '../api/configure-user-edition';
import { useReproveEditionInValidation } from '../api/reprove-edition-in-validation';
import { useReproveEditionRequest } from '../api/reprove-edition-request';
import { ApproveCard, DecisionActions } from './decision-actions';
import { UserDecisions, UserPage, UserSummary, useUserIdParam } from './user-parts';

const mayDecide = (user: TUserDetail) => hasRole('ROLE_EDITAR_USUARIOS') && user.id !== signedInUser()?.id;
const FIELDS = new Set(['name', 'email', 'profileId', 'status']);

function ConfigureEdition({ user }: { user: TUserDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TUserEditionChange>();
  const configure = useConfigureUserEdition();
  const reproveRequest = useReproveEditionRequest();
  const reproveInValidation = useReproveEditionInValidation();
  const reprove = user.accessState === 'EM_VALIDACAO' ? reproveInValidation : reproveRequest;
  const decides =
    mayDecide(user) && (user.accessState === 'SOLICITACAO_EDICAO' || user.accessState === 'EM_VALIDACAO');
  const start = user.pendingChange ?? {
    name: user.name,
    email: user.email,
    profileId: user.profileId ?? undefined,
    status: user.status,
  };
  const submit = (values: TUserEditionChange) =>
    configure.mutate(
      { id: user.id, version: user.version, ...values },
      {
        onSuccess: () => navigate(paths.users.href('underValidation')),
        onError: (error) =>
          showFieldErrors(form, formFailureOf(error, (path) => FIELDS.has(path.join('.')), '').fields),
      },
    );
  return (
    <>
      <UserSummary user={user} />
      <Card title={t('users.requestedChange')}>
        <Form<TUserEditionChange>
          form={form}
          layout="vertical"
          style={{ maxWidth: 640 }}
          disabled={!decides}
          initialValues={start}
          onFinish={submit}
        >
          <Form.Item
            name="name"
            label={t('users.name')}
            rules={[{ required: true, whitespace: true, message: t('errors.required') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('users.email')}
            rules={[{ required: true, message: t('errors.required') }]}
          >
            <Input maxLength={254} type="email" />
          </Form.Item>
          <Form.Item
            name="profileId"
            label={t('users.profile')}
            rules={[{ required: true, message: t('errors.required') }]}
          >
            <ProfileSelect aria-label={t('users.profile')} />
          </Form.Item>
          <Form.Item
            name="status"
            label={t('users.status')}
            rules={[{ required: true, message: t('errors.required') }]}
          >
            <Select
              aria-label={t('users.status')}
              options={USER_STATUSES.map((status) => ({ value: status, label: t(`users.status.${status}`) }))}
            />
          </Form.Item>
        </Form>
        {decides && (
          <DecisionActions user={user} reprove={reprove} backToTab="registered">
            <Button
              type="primary"
              icon={<SendOutlined aria-hidden />}
              loading={configure.isPending}
              onClick={() => form.submit()}
            >
              {t('users.sendToValidation')}
            </Button>
          </DecisionActions>
        )}
      </Card>
      <UserDecisions user={user} />
    </>
  );
}

/** /user/config_edition_request/:id: reads the justification, sets the change, or reproves. */
export function ConfigEditionRequestPage() {
  const { t } = useTranslation();
  return (
    <UserPage title={t('users.configEditionRequestTitle')} states={['SOLICITACAO_EDICAO', 'EM_VALIDACAO']}>
      {(user) => <ConfigureEdition key={`${user.id}-${user.version}`} user={user} />}
    </UserPage>
  );
}

function ValidateEdition({ user }: { user: TUserDetail }) {
  const { t } = useTranslation();
  const _navigate = useNavigate();
  const approve = useApproveUserEdition();
  const reprove = useReproveEditionInValidation();
  const change = user.pendingChange;
  return (
    <>
      <UserSummary user={user} />
      {change && (
        <Card title={t('users.requestedChange')}>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'name', label: t('users.name'), children: `${user.name} → ${change.name}` },
              { key: 'email', label: t('users.email'), children: `${user.email} → ${change.email}` },
              {
                key: 'profile',
                label: t('users.profile'),
                children: `${user.profile ?? '—'} → ${change.profile ?? '—'}`,
              },
              {
                key: 'status',
                label: t('users.status'),
                children: `${t(`users.status.${user.status}`)} → ${t(`users.status.${change.status}`)}`,
              },
            ]}
          />
        </Card>
      )}
      {mayDecide(user) && user.accessState === 'EM_VALIDACAO' && (
        <ApproveCard user={user} approve={approve} reprove={reprove} backToTab="registered" />
      )}
      <UserDecisions user={user} />
    </>
  );
}

/**
 * /user/edition_request?id=: validates the change set for an edition request. Opened without a
 * request, it lands on the users screen's list of pending edition requests.
 */
export function EditionRequestPage() {
  const { t } = useTranslation();
  const id = useUserIdParam();
  if (id === null) return <Navigate to={paths.users.href('editionRequest')} replace />;
  return (
    <UserPage title={t('users.editionRequestTitle')} states={['EM_VALIDACAO']}>
      {(user) => <ValidateEdition user={user} />}
    </UserPage>
  );
}

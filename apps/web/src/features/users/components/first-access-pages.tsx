import { SendOutlined } from '@ant-design/icons';
import type { TUserDetail } from '@trade-terms/domain/users';
import { Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProfileSelect } from '../../../components/form/profile-select';
import { paths } from '../../../config/paths';
import { hasRole, signedInUser } from '../../../platform/session';
import { useApproveFirstAccess } from '../api/approve-first-access';
import { useConfigureFirstAccess } from '../api/configure-first-access';
import { useReproveFirstAccess } from '../api/reprove-first-access';
import { ApproveButton, ApproveCard, DecisionActions } from './decision-actions';
import { UserDecisions, UserPage, UserSummary } from './user-parts';

const mayDecide = (user: TUserDetail) =>
  (hasRole('ROLE_EDITAR_PRIMEIRO_ACESSO') || hasRole('ROLE_CONFIRMAR_USUARIO')) &&
  user.id !== signedInUser()?.id;

function ConfigureFirstAccess({ user }: { user: TUserDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ profileId: number }>();
  const configure = useConfigureFirstAccess();
  const approve = useApproveFirstAccess();
  const reprove = useReproveFirstAccess();
  const decides =
    mayDecide(user) && (user.accessState === 'PRIMEIRO_ACESSO' || user.accessState === 'EM_APROVACAO');
  const withProfile = (action: (profileId: number) => void) => async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) action(values.profileId);
  };
  return (
    <>
      <UserSummary user={user} />
      <Card>
        <Form
          form={form}
          layout="vertical"
          style={{ maxWidth: 480 }}
          initialValues={{ profileId: user.profileId ?? undefined }}
        >
          <Form.Item
            name="profileId"
            label={t('users.profile')}
            rules={[{ required: true, message: t('errors.required') }]}
          >
            <ProfileSelect aria-label={t('users.profile')} disabled={!decides} />
          </Form.Item>
        </Form>
        {decides && (
          <DecisionActions user={user} reprove={reprove} backToTab="reproved">
            <Button
              icon={<SendOutlined aria-hidden />}
              loading={configure.isPending}
              onClick={withProfile((profileId) =>
                configure.mutate(
                  { id: user.id, version: user.version, profileId },
                  { onSuccess: () => navigate(paths.users.href('underApproval')) },
                ),
              )}
            >
              {t('users.sendToApproval')}
            </Button>
            <ApproveButton
              loading={approve.isPending}
              onClick={withProfile((profileId) =>
                approve.mutate(
                  { id: user.id, version: user.version, profileId },
                  { onSuccess: () => navigate(paths.users.href('registered')) },
                ),
              )}
            />
          </DecisionActions>
        )}
      </Card>
      <UserDecisions user={user} />
    </>
  );
}

/** /user/config_first_access/:id: chooses the profile of a first access, then approves or reproves. */
export function ConfigFirstAccessPage() {
  const { t } = useTranslation();
  return (
    <UserPage title={t('users.configFirstAccessTitle')} states={['PRIMEIRO_ACESSO', 'EM_APROVACAO']}>
      {(user) => <ConfigureFirstAccess key={`${user.id}-${user.version}`} user={user} />}
    </UserPage>
  );
}

function ReviewFirstAccess({ user }: { user: TUserDetail }) {
  const _navigate = useNavigate();
  const approve = useApproveFirstAccess();
  const reprove = useReproveFirstAccess();
  return (
    <>
      <UserSummary user={user} />
      {mayDecide(user) && user.accessState === 'EM_APROVACAO' && (
        <ApproveCard user={user} approve={approve} reprove={reprove} backToTab="reproved" />
      )}
      <UserDecisions user={user} />
    </>
  );
}

/** /user/approval_request/:id: reviews a first access under approval, with its profile. */
export function ApprovalRequestPage() {
  const { t } = useTranslation();
  return (
    <UserPage title={t('users.approvalRequestTitle')} states={['EM_APROVACAO']}>
      {(user) => <ReviewFirstAccess user={user} />}
    </UserPage>
  );
}

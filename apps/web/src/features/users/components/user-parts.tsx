import type { UserAccessState } from '@trade-terms/domain/access-requests';
import type { TUserDetail } from '@trade-terms/domain/users';
import { Alert, Card, Descriptions, Empty, Flex, Skeleton, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-header';
import { failureTexts } from '../../../platform/api-error';
import { currentLanguage } from '../../../platform/i18n';
import { formatInstant } from '../../../platform/value-format';
import { useUser } from '../api/get-user';

/** A server instant as the user screens show it, in the reader's date order; a dash when there is none. */
export const displayInstant = (iso: string | null) => formatInstant(iso, currentLanguage()) || '—';

/** The user id of a detail screen: the path's `:id`, or `?id=` where the spec gives no id. */
export function useUserIdParam(): number | null {
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id ?? search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Loads the user of a detail screen and renders it once read; the screen is only for users at
 * one of `states`, otherwise it says where the user stands.
 */
export function WithUser({
  states,
  children,
}: {
  states?: readonly UserAccessState[];
  children: (user: TUserDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useUserIdParam();
  const user = useUser(id);
  if (id === null || user.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={user.isError ? failureTexts(user.error, (key) => t(key)).join(' ') : t('errors.notFound')}
      />
    );
  }
  if (!user.data) return <Skeleton active />;
  const stateLabel = t(`users.accessState.${user.data.accessState}`);
  return (
    <Flex vertical gap={16}>
      {states && !states.includes(user.data.accessState) && (
        <Alert type="warning" showIcon title={t('users.notInState', { state: stateLabel })} />
      )}
      {children(user.data)}
    </Flex>
  );
}

/** Who the user is and what they asked for. */
export function UserSummary({ user }: { user: TUserDetail }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: t('users.name'), children: user.name },
          { key: 'login', label: t('users.login'), children: user.login },
          { key: 'email', label: t('users.email'), children: user.email },
          { key: 'profile', label: t('users.profile'), children: user.profile ?? '—' },
          { key: 'status', label: t('users.status'), children: t(`users.status.${user.status}`) },
          {
            key: 'state',
            label: t('users.accessState'),
            children: <Tag>{t(`users.accessState.${user.accessState}`)}</Tag>,
          },
          {
            key: 'requestedAt',
            label: t('users.requestedAt'),
            children: displayInstant(user.accessRequestedAt),
          },
          { key: 'lastAccess', label: t('users.lastAccess'), children: displayInstant(user.lastAccessAt) },
          ...(user.accessJustification
            ? [
                {
                  key: 'justification',
                  label: t('users.requestJustification'),
                  span: 2,
                  children: <span style={{ whiteSpace: 'pre-wrap' }}>{user.accessJustification}</span>,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/** Every approval and reproval of the user's requests, newest first. */
export function UserDecisions({ user }: { user: TUserDetail }) {
  const { t } = useTranslation();
  return (
    <Card title={t('users.decisions')}>
      {user.decisions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('users.noDecisions')} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={user.decisions}
          aria-label={t('users.decisions')}
          columns={[
            { key: 'kind', title: t('users.request'), render: (_v, d) => t(`users.decisionKind.${d.kind}`) },
            {
              key: 'decision',
              title: t('users.decision'),
              render: (_v, d) => (
                <Tag color={d.decision === 'APROVADO' ? 'green' : 'red'}>
                  {t(`users.decision.${d.decision}`)}
                </Tag>
              ),
            },
            {
              key: 'requestJustification',
              dataIndex: 'requestJustification',
              title: t('users.requestJustification'),
            },
            { key: 'justification', dataIndex: 'justification', title: t('users.justification') },
            { key: 'decidedBy', dataIndex: 'decidedBy', title: t('users.decidedBy') },
            { key: 'decidedAt', title: t('users.decidedAt'), render: (_v, d) => displayInstant(d.decidedAt) },
          ]}
        />
      )}
    </Card>
  );
}

/** A screen about one user: its title, then what `children` makes of the user once read. */
export function UserPage({
  title,
  states,
  children,
}: {
  title: string;
  states?: readonly UserAccessState[];
  children: (user: TUserDetail) => ReactNode;
}) {
  return (
    <Flex vertical gap={16}>
      <PageTitle>{title}</PageTitle>
      <WithUser {...(states ? { states } : {})}>{children}</WithUser>
    </Flex>
  );
}

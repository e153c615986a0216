import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { UseMutationResult } from '@tanstack/react-query';
import type { MessageEnvelope } from '@trade-terms/domain/errors';
import type { TReproveUserRequest } from '@trade-terms/domain/users';
import { Button, Card, Flex } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ReproveDialog } from './reprove-dialog';

type Reprove = UseMutationResult<MessageEnvelope, Error, TReproveUserRequest>;

/**
 * The buttons at the foot of a decision screen: the screen's own actions, then Reprove (with
 * the justification dialog). After a decision the list opens on `backToTab`.
 */
export function DecisionActions({
  user,
  reprove,
  backToTab,
  children,
}: {
  user: { id: number; version: number };
  reprove: Reprove;
  backToTab: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [reproving, setReproving] = useState(false);
  return (
    <Flex gap={8} wrap>
      <Button onClick={() => navigate(paths.users.href(backToTab))}>{t('common.cancel')}</Button>
      {children}
      <Button danger icon={<CloseOutlined aria-hidden />} onClick={() => setReproving(true)}>
        {t('users.reprove')}
      </Button>
      <ReproveDialog
        open={reproving}
        pending={reprove.isPending}
        onClose={() => setReproving(false)}
        onReprove={(justification) =>
          reprove.mutate(
            { id: user.id, version: user.version, justification },
            {
              onSuccess: () => {
                setReproving(false);
                navigate(paths.users.href(backToTab));
              },
            },
          )
        }
      />
    </Flex>
  );
}

export function ApproveButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button type="primary" icon={<CheckOutlined aria-hidden />} loading={loading} onClick={onClick}>
      {t('users.approve')}
    </Button>
  );
}

type Approve = UseMutationResult<MessageEnvelope, Error, { id: number; version: number }>;

/**
 * The foot of a review screen for who may decide: Cancel, Approve (the user then shows on the
 * registered tab) and Reprove.
 */
export function ApproveCard({
  user,
  approve,
  reprove,
  backToTab,
}: {
  user: { id: number; version: number };
  approve: Approve;
  reprove: Reprove;
  backToTab: string;
}) {
  const navigate = useNavigate();
  return (
    <Card>
      <DecisionActions user={user} reprove={reprove} backToTab={backToTab}>
        <ApproveButton
          loading={approve.isPending}
          onClick={() =>
            approve.mutate(
              { id: user.id, version: user.version },
              { onSuccess: () => navigate(paths.users.href('registered')) },
            )
          }
        />
      </DecisionActions>
    </Card>
  );
}

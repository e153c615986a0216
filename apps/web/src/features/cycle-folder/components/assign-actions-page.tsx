import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TCoordinatorAssignments, TFolderAssignments } from '@trade-terms/domain/folder-distribution';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Alert, Button, Flex, Form, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppSelect } from '../../../components/form/app-select';
import { DecimalInput } from '../../../components/form/decimal-input';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { PageTitle } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../platform/api-error';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useFolderAssignments, useSaveFolderAssignments } from '../api/folder-distributions';
import {
  type AssignmentDraft,
  assignmentDraftsOf,
  draftKey,
  liveAssignment,
} from '../folder-distribution-view';
import { DistributionFolderShell, DistributionNotFound } from './distribution-folder-shell';
import { MoneyFigures, money } from './money-figures';

/** One coordinator's assignments with his share's live balance, saved with his version. */
function AssignmentsEditor({
  folder,
  coordinator,
  reload,
}: {
  folder: TFolderAssignments;
  coordinator: TCoordinatorAssignments;
  reload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const save = useSaveFolderAssignments();
  const [drafts, setDrafts] = useState<AssignmentDraft[]>(() => assignmentDraftsOf(coordinator));
  const editable = hasRole('ROLE_EDITAR_APURACAO_PASTA');
  const live = liveAssignment(coordinator.share, drafts);
  const actions = folder.actions.filter((action) => action.status === 'ATIVA');
  const change = (key: string, patch: Partial<AssignmentDraft>) =>
    setDrafts((all) => all.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const field = (name: MessageKey, row: number) => t('folderAssignment.rowField', { field: t(name), row });
  const onSave = async () => {
    try {
      await save.mutateAsync({
        folderId: folder.folderId,
        coordinatorId: coordinator.coordinatorId,
        version: coordinator.version,
        rows: drafts.map((draft) => ({
          actionId: draft.actionId ?? 0,
          customer: draft.customer ?? '',
          amount: draft.amount ?? '',
        })),
      });
      feedback.success(t('folderAssignment.done.save'));
    } catch (error) {
      feedback.failure(error);
      if (error instanceof ApiError && error.status === 409) await reload();
    }
  };
  return (
    <Flex vertical gap={16}>
      <MoneyFigures
        figures={[
          { key: 'share', label: 'folderAssignment.fields.share', value: live.share },
          { key: 'assigned', label: 'folderAssignment.fields.assigned', value: live.assigned },
          { key: 'balance', label: 'folderAssignment.fields.balance', value: live.balance },
        ]}
      />
      {coordinator.excess !== '0.00' && (
        <Alert
          type="warning"
          showIcon
          title={t('folderAssignment.overShareNotice', { excess: money(coordinator.excess) })}
        />
      )}
      {!editable && <Typography.Text type="secondary">{t('folderAssignment.readOnly')}</Typography.Text>}
      <Table<AssignmentDraft>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={drafts}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'action',
            title: t('folderAssignment.fields.action'),
            render: (_v, draft, index) => (
              <AppSelect<number>
                aria-label={field('folderAssignment.fields.action', index + 1)}
                style={{ minWidth: 280 }}
                disabled={!editable}
                value={draft.actionId ?? undefined}
                onChange={(actionId) => change(draft.key, { actionId: actionId ?? null })}
                options={actions.map((action) => ({
                  value: action.id,
                  label: t('folderAssignment.actionOption', {
                    number: action.number,
                    description: action.description,
                  }),
                }))}
              />
            ),
          },
          {
            key: 'customer',
            title: t('folderAssignment.fields.customer'),
            render: (_v, draft, index) => (
              <RegisterCodeSelect
                register="customer"
                value={draft.customer}
                disabled={!editable}
                style={{ minWidth: 240 }}
                aria-label={field('folderAssignment.fields.customer', index + 1)}
                onChange={(customer) => change(draft.key, { customer })}
              />
            ),
          },
          {
            key: 'amount',
            title: t('folderAssignment.fields.amount'),
            width: 200,
            render: (_v, draft, index) => (
              <DecimalInput
                kind="money"
                value={draft.amount}
                disabled={!editable}
                aria-label={field('folderAssignment.fields.amount', index + 1)}
                onChange={(amount) => change(draft.key, { amount })}
              />
            ),
          },
          ...(editable
            ? [
                {
                  key: 'remove',
                  render: (_v: unknown, draft: AssignmentDraft, index: number) => (
                    <Button
                      danger
                      type="text"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('folderAssignment.removeRow', { row: index + 1 })}
                      onClick={() => setDrafts((all) => all.filter((each) => each.key !== draft.key))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {editable && (
        <Flex gap={8} wrap>
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() =>
              setDrafts((all) => [...all, { key: draftKey(), actionId: null, customer: null, amount: null }])
            }
          >
            {t('folderAssignment.addRow')}
          </Button>
          <Button type="primary" loading={save.isPending} onClick={() => void onSave()}>
            {t('cycleFolderScreens.moves.save')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

/** The caller's own assignments first when he coordinates, else the first coordinator's. */
function firstCoordinator(folder: TFolderAssignments): number | null {
  const me = signedInUser()?.id;
  const mine = folder.coordinators.find((each) => each.coordinatorId === me);
  return (mine ?? folder.coordinators[0])?.coordinatorId ?? null;
}

function FolderAssignments({ folderId }: { folderId: number }) {
  const { t } = useTranslation();
  const assignments = useFolderAssignments(folderId);
  const [picked, setPicked] = useState<number | null>(null);
  if (assignments.isPending) return <PageLoader />;
  if (assignments.isError) return <DistributionNotFound />;
  const { data } = assignments;
  const chosenId = picked ?? firstCoordinator(data);
  const coordinator = data.coordinators.find((each) => each.coordinatorId === chosenId);
  return (
    <Flex vertical gap={16}>
      <PageTitle>
        {t('folderAssignment.pageTitle', {
          year: data.year,
          cycle: data.cycle,
          description: data.description,
        })}
      </PageTitle>
      {!data.balanced && data.coordinators.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('folderDistribution.notBalancedNotice', { difference: money(data.difference) })}
        />
      )}
      {data.coordinators.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title={t('folderAssignment.noCoordinators')}
          action={
            <Link to={`${paths.distributeMoney.href()}?folderId=${data.folderId}`}>
              {t('folderCounting.distribute')}
            </Link>
          }
        />
      ) : (
        <Form layout="vertical">
          <Form.Item
            label={t('folderAssignment.fields.coordinator')}
            htmlFor="assignment-coordinator"
            style={{ maxWidth: 480 }}
          >
            <AppSelect<number>
              id="assignment-coordinator"
              value={chosenId ?? undefined}
              onChange={setPicked}
              options={data.coordinators.map((each) => ({
                value: each.coordinatorId,
                label: each.coordinatorName ?? String(each.coordinatorId),
              }))}
            />
          </Form.Item>
        </Form>
      )}
      {coordinator && (
        <AssignmentsEditor
          key={`${coordinator.coordinatorId}-${coordinator.version}`}
          folder={data}
          coordinator={coordinator}
          reload={() => assignments.refetch()}
        />
      )}
    </Flex>
  );
}

/** /counting/assignActions: the coordinators' shares spent by assigning the folder's actions to customers. */
export function AssignActionsPage() {
  return (
    <DistributionFolderShell route={paths.assignActions.path} title="folderAssignment.title">
      {(folderId) => <FolderAssignments folderId={folderId} />}
    </DistributionFolderShell>
  );
}

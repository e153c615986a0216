import type { TCoordinatorAssignments, TFolderAssignments } from '@trade-terms/domain/folder-distribution';
import { Alert, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppSelect } from '../../../components/form/app-select';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { PageTitle } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFolderAssignments, useSaveFolderAssignments } from '../api/folder-distributions';
import {
  type AssignmentDraft,
  assignmentDraftsOf,
  draftKey,
  liveAssignment,
} from '../folder-distribution-view';
import { AmountSplitEditor } from './amount-split-editor';
import { DistributionFolderShell, DistributionNotFound } from './distribution-folder-shell';
import { money } from './money-figures';

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
  const save = useSaveFolderAssignments();
  const editable = hasRole('ROLE_EDITAR_APURACAO_PASTA');
  const actions = folder.actions.filter((action) => action.status === 'ATIVA');
  return (
    <AmountSplitEditor<AssignmentDraft>
      messages={{
        readOnly: 'folderAssignment.readOnly',
        rowField: 'folderAssignment.rowField',
        amount: 'folderAssignment.fields.amount',
        removeRow: 'folderAssignment.removeRow',
        addRow: 'folderAssignment.addRow',
        saved: 'folderAssignment.done.save',
      }}
      initialRows={() => assignmentDraftsOf(coordinator)}
      newRow={() => ({ key: draftKey(), actionId: null, customer: null, amount: null })}
      editable={editable}
      figures={(drafts) => {
        const live = liveAssignment(coordinator.share, drafts);
        return [
          { key: 'share', label: 'folderAssignment.fields.share', value: live.share },
          { key: 'assigned', label: 'folderAssignment.fields.assigned', value: live.assigned },
          { key: 'balance', label: 'folderAssignment.fields.balance', value: live.balance },
        ];
      }}
      warning={
        coordinator.excess !== '0.00'
          ? t('folderAssignment.overShareNotice', { excess: money(coordinator.excess) })
          : undefined
      }
      columns={({ change, field }) => [
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
      ]}
      save={(drafts) =>
        save.mutateAsync({
          folderId: folder.folderId,
          coordinatorId: coordinator.coordinatorId,
          version: coordinator.version,
          rows: drafts.map((draft) => ({
            actionId: draft.actionId ?? 0,
            customer: draft.customer ?? '',
            amount: draft.amount ?? '',
          })),
        })
      }
      saving={save.isPending}
      reload={reload}
    />
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

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TFolderDistribution } from '@trade-terms/domain/folder-distribution';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { Alert, Button, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/form/decimal-input';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { PageTitle } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../platform/api-error';
import { hasRole } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useFolderDistribution, useSaveFolderDistribution } from '../api/folder-distributions';
import {
  type DistributionDraft,
  distributionDraftsOf,
  draftKey,
  liveDistribution,
  proposedDrafts,
} from '../folder-distribution-view';
import { CoordinatorSelect } from './coordinator-select';
import { DistributionFolderShell, DistributionNotFound } from './distribution-folder-shell';
import { MoneyFigures, money } from './money-figures';

const mayDistribute = () =>
  hasRole('ROLE_EDITAR_DISTRIBUICAO_COORDENADOR') || hasRole('ROLE_EDITAR_APURACAO_PASTA');

/** The regions' rows with live totals, the proposal and the save (sent with the version read). */
function DistributionEditor({
  distribution,
  reload,
}: {
  distribution: TFolderDistribution;
  reload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const save = useSaveFolderDistribution();
  const [drafts, setDrafts] = useState<DistributionDraft[]>(() => distributionDraftsOf(distribution));
  const editable = mayDistribute();
  const live = liveDistribution(distribution.total, drafts);
  const planned = new Map(distribution.plannedByRegion.map((each) => [each.region, each.planned]));
  const change = (key: string, patch: Partial<DistributionDraft>) =>
    setDrafts((all) => all.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const field = (name: MessageKey, row: number) => t('folderDistribution.rowField', { field: t(name), row });
  const onSave = async () => {
    try {
      await save.mutateAsync({
        folderId: distribution.folderId,
        version: distribution.version,
        rows: drafts.map((draft) => ({
          region: draft.region ?? '',
          coordinatorId: draft.coordinatorId ?? 0,
          amount: draft.amount ?? '',
        })),
      });
      feedback.success(t('folderDistribution.done.save'));
    } catch (error) {
      feedback.failure(error);
      if (error instanceof ApiError && error.status === 409) await reload();
    }
  };
  return (
    <Flex vertical gap={16}>
      <MoneyFigures
        figures={[
          { key: 'total', label: 'folderDistribution.fields.total', value: live.total },
          { key: 'distributed', label: 'folderDistribution.fields.distributed', value: live.distributed },
          {
            key: 'difference',
            label: 'folderDistribution.fields.difference',
            value: live.difference,
            mustBeZero: true,
          },
        ]}
      />
      {distribution.version > 0 && !distribution.balanced && (
        <Alert
          type="warning"
          showIcon
          title={t('folderDistribution.notBalancedNotice', { difference: money(distribution.difference) })}
        />
      )}
      {!editable && <Typography.Text type="secondary">{t('folderDistribution.readOnly')}</Typography.Text>}
      <Table<DistributionDraft>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={drafts}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'region',
            title: t('folderDistribution.fields.region'),
            render: (_v, draft, index) => (
              <RegisterCodeSelect
                register="region"
                value={draft.region}
                disabled={!editable}
                style={{ minWidth: 220 }}
                aria-label={field('folderDistribution.fields.region', index + 1)}
                onChange={(region) => change(draft.key, { region })}
              />
            ),
          },
          {
            key: 'planned',
            title: t('folderDistribution.fields.planned'),
            align: 'right',
            render: (_v, draft) => money((draft.region && planned.get(draft.region)) || '0.00'),
          },
          {
            key: 'coordinator',
            title: t('folderDistribution.fields.coordinator'),
            render: (_v, draft, index) => (
              <CoordinatorSelect
                value={draft.coordinatorId}
                knownName={draft.coordinatorName}
                disabled={!editable}
                aria-label={field('folderDistribution.fields.coordinator', index + 1)}
                onChange={(coordinatorId, coordinatorName) =>
                  change(draft.key, { coordinatorId, coordinatorName })
                }
              />
            ),
          },
          {
            key: 'amount',
            title: t('folderDistribution.fields.amount'),
            width: 200,
            render: (_v, draft, index) => (
              <DecimalInput
                kind="money"
                value={draft.amount}
                disabled={!editable}
                aria-label={field('folderDistribution.fields.amount', index + 1)}
                onChange={(amount) => change(draft.key, { amount })}
              />
            ),
          },
          ...(editable
            ? [
                {
                  key: 'remove',
                  render: (_v: unknown, draft: DistributionDraft, index: number) => (
                    <Button
                      danger
                      type="text"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('folderDistribution.removeRow', { row: index + 1 })}
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
              setDrafts((all) => [
                ...all,
                { key: draftKey(), region: null, coordinatorId: null, coordinatorName: null, amount: null },
              ])
            }
          >
            {t('folderDistribution.addRow')}
          </Button>
          <Button
            title={t('folderDistribution.proposeHint')}
            onClick={() => setDrafts(proposedDrafts(distribution, drafts))}
          >
            {t('folderDistribution.propose')}
          </Button>
          <Button type="primary" loading={save.isPending} onClick={() => void onSave()}>
            {t('cycleFolderScreens.moves.save')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

function FolderDistribution({ folderId }: { folderId: number }) {
  const { t } = useTranslation();
  const distribution = useFolderDistribution(folderId);
  if (distribution.isPending) return <PageLoader />;
  if (distribution.isError) return <DistributionNotFound />;
  const { data } = distribution;
  return (
    <Flex vertical gap={16}>
      <PageTitle>
        {t('folderDistribution.pageTitle', {
          year: data.year,
          cycle: data.cycle,
          description: data.description,
        })}
      </PageTitle>
      {/* Rebuilt from each version read: a save shows the distribution as it is now. */}
      <DistributionEditor key={data.version} distribution={data} reload={() => distribution.refetch()} />
    </Flex>
  );
}

/** /counting/distribute-money: an approved folder's money divided among regional coordinators. */
export function DistributeMoneyPage() {
  return (
    <DistributionFolderShell route={paths.distributeMoney.path} title="folderDistribution.title">
      {(folderId) => <FolderDistribution folderId={folderId} />}
    </DistributionFolderShell>
  );
}

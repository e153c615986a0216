import type { TFolderDistribution } from '@trade-terms/domain/folder-distribution';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { PageTitle } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { hasRole } from '../../../platform/session';
import { useFolderDistribution, useSaveFolderDistribution } from '../api/folder-distributions';
import {
  type DistributionDraft,
  distributionDraftsOf,
  draftKey,
  liveDistribution,
  proposedDrafts,
} from '../folder-distribution-view';
import { AmountSplitEditor } from './amount-split-editor';
import { CoordinatorSelect } from './coordinator-select';
import { DistributionFolderShell, DistributionNotFound } from './distribution-folder-shell';
import { money } from './money-figures';

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
  const save = useSaveFolderDistribution();
  const editable = mayDistribute();
  const planned = new Map(distribution.plannedByRegion.map((each) => [each.region, each.planned]));
  return (
    <AmountSplitEditor<DistributionDraft>
      messages={{
        readOnly: 'folderDistribution.readOnly',
        rowField: 'folderDistribution.rowField',
        amount: 'folderDistribution.fields.amount',
        removeRow: 'folderDistribution.removeRow',
        addRow: 'folderDistribution.addRow',
        saved: 'folderDistribution.done.save',
      }}
      initialRows={() => distributionDraftsOf(distribution)}
      newRow={() => ({
        key: draftKey(),
        region: null,
        coordinatorId: null,
        coordinatorName: null,
        amount: null,
      })}
      editable={editable}
      figures={(drafts) => {
        const live = liveDistribution(distribution.total, drafts);
        return [
          { key: 'total', label: 'folderDistribution.fields.total', value: live.total },
          { key: 'distributed', label: 'folderDistribution.fields.distributed', value: live.distributed },
          {
            key: 'difference',
            label: 'folderDistribution.fields.difference',
            value: live.difference,
            mustBeZero: true,
          },
        ];
      }}
      warning={
        distribution.version > 0 && !distribution.balanced
          ? t('folderDistribution.notBalancedNotice', { difference: money(distribution.difference) })
          : undefined
      }
      columns={({ change, field }) => [
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
      ]}
      moves={(drafts, replace) => (
        <Button
          title={t('folderDistribution.proposeHint')}
          onClick={() => replace(proposedDrafts(distribution, drafts))}
        >
          {t('folderDistribution.propose')}
        </Button>
      )}
      save={(drafts) =>
        save.mutateAsync({
          folderId: distribution.folderId,
          version: distribution.version,
          rows: drafts.map((draft) => ({
            region: draft.region ?? '',
            coordinatorId: draft.coordinatorId ?? 0,
            amount: draft.amount ?? '',
          })),
        })
      }
      saving={save.isPending}
      reload={reload}
    />
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

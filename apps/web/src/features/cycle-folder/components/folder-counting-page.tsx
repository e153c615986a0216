import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { TFolderCounting, TFolderCountingAction } from '@trade-terms/domain/folder-counting';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import {
  SUPPORTING_DOCUMENT_EXTENSIONS,
  SUPPORTING_DOCUMENT_MAX_BYTES,
} from '@trade-terms/domain/supporting-documents';
import { Alert, Button, Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { FileUpload } from '../../../components/form/file-upload';
import { NumberInput } from '../../../components/form/number-input';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { NotFoundResult } from '../../../components/not-found-result';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../platform/api-error';
import { uploadBodyOf } from '../../../platform/file-transfer';
import { currentLanguage } from '../../../platform/i18n';
import { usePublishPageCrumb } from '../../../platform/page-crumb';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { formatValue } from '../../../platform/value-format';
import {
  type CountingMove,
  useDownloadCountingDocument,
  useFolderCounting,
  useMoveFolderCounting,
  useSaveFolderCounting,
} from '../api/folder-countings';
import { useFolderAssignments } from '../api/folder-distributions';
import { useTacticTypes } from '../api/tactic-types';
import { MOVE_LABELS, STATUS_COLORS, STATUS_LABELS } from '../cycle-folder-view';
import {
  COUNTING_MOVE_DONE,
  COUNTING_STATUS_COLORS,
  COUNTING_STATUS_LABELS,
  type CountingRowDraft,
  countingMovesOf,
  draftsOf,
  draftValue,
  mayEditCounting,
} from '../folder-counting-view';
import { assignedPairsMissing } from '../folder-distribution-view';
import { approvalStepItems, DisapprovalNotice } from './approval-state';
import { DisapprovalDialog } from './disapproval-dialog';

const language = () => currentLanguage();
const money = (value: string) => formatValue('money', value, language());
const volume = (value: string) => formatValue({ decimals: 3 }, value, language());
const unitValue = (value: string) => formatValue({ decimals: 4 }, value, language());

let nextKey = 0;
const newDraft = (actionId: number): CountingRowDraft => {
  nextKey += 1;
  return {
    key: `new-${nextKey}`,
    actionId,
    customer: undefined,
    executedVolume: null,
    file: null,
    storedId: null,
    documentName: null,
  };
};

/** Where the counting stands: the folder's and the counting's status, the approval step, why disapproved. */
function CountingState({ counting }: { counting: TFolderCounting }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          {
            key: 'folderStatus',
            label: t('folderCounting.fields.folderStatus'),
            children: (
              <Tag color={STATUS_COLORS[counting.folderStatus]}>
                {t(STATUS_LABELS[counting.folderStatus])}
              </Tag>
            ),
          },
          {
            key: 'status',
            label: t('folderCounting.fields.countingStatus'),
            children: (
              <Tag color={COUNTING_STATUS_COLORS[counting.status]}>
                {t(COUNTING_STATUS_LABELS[counting.status])}
              </Tag>
            ),
          },
          {
            key: 'planned',
            label: t('cycleFolderScreens.fields.planned'),
            children: money(counting.planned),
          },
          { key: 'executed', label: t('folderCounting.fields.executed'), children: money(counting.executed) },
          ...approvalStepItems(t, counting.approval, 'folderCounting.status.EM_APROVACAO'),
        ]}
      />
      {counting.status === 'REPROVADA' && (
        <DisapprovalNotice justification={counting.disapprovalJustification} />
      )}
    </Flex>
  );
}

/** One action: its plan, and its rows keyed in (customer, executed volume, value shown live, document). */
function ActionRows({
  action,
  tactic,
  drafts,
  editable,
  onChange,
}: {
  action: TFolderCountingAction;
  /** The action's tactic as the tactic types register names it. */
  tactic: string;
  drafts: CountingRowDraft[];
  editable: boolean;
  onChange: (drafts: CountingRowDraft[]) => void;
}) {
  const { t } = useTranslation();
  const download = useDownloadCountingDocument();
  const feedback = useFeedback();
  const mine = drafts.filter((draft) => draft.actionId === action.id);
  const others = drafts.filter((draft) => draft.actionId !== action.id);
  const change = (key: string, patch: Partial<CountingRowDraft>) =>
    onChange(drafts.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const title = t('folderCounting.actionTitle', {
    number: action.number,
    description: action.description,
    tactic,
  });
  if (action.status === 'CANCELADA')
    return (
      <Card size="small" title={title}>
        <Typography.Text type="secondary">{t('folderCounting.cancelledAction')}</Typography.Text>
      </Card>
    );
  return (
    <Card
      size="small"
      title={title}
      extra={
        editable && (
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => onChange([...drafts, newDraft(action.id)])}
            aria-label={t('folderCounting.addRowTo', { number: action.number })}
          >
            {t('folderCounting.addRow')}
          </Button>
        )
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          {
            key: 'pv',
            label: t('folderCounting.fields.plannedVolume'),
            children: volume(action.plannedVolume),
          },
          { key: 'uv', label: t('folderCounting.fields.unitValue'), children: unitValue(action.unitValue) },
          { key: 'inv', label: t('cycleFolderScreens.fields.planned'), children: money(action.investment) },
          {
            key: 'ex',
            label: t('folderCounting.fields.executed'),
            children: `${volume(action.executedVolume)} · ${money(action.executedValue)}`,
          },
        ]}
      />
      <Table<CountingRowDraft>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={mine}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'customer',
            title: t('folderCounting.fields.customer'),
            width: 280,
            render: (_v, draft, index) => (
              <RegisterCodeSelect
                register="customer"
                value={draft.customer}
                disabled={!editable}
                style={{ minWidth: 240 }}
                aria-label={t('folderCounting.rowField', {
                  field: t('folderCounting.fields.customer'),
                  number: action.number,
                  row: index + 1,
                })}
                onChange={(value) => change(draft.key, { customer: value ?? undefined })}
              />
            ),
          },
          {
            key: 'volume',
            title: t('folderCounting.fields.executedVolume'),
            width: 180,
            render: (_v, draft, index) => (
              <NumberInput
                value={draft.executedVolume}
                precision={3}
                disabled={!editable}
                aria-label={t('folderCounting.rowField', {
                  field: t('folderCounting.fields.executedVolume'),
                  number: action.number,
                  row: index + 1,
                })}
                onChange={(value) => change(draft.key, { executedVolume: value })}
              />
            ),
          },
          {
            key: 'value',
            title: t('folderCounting.fields.executedValue'),
            align: 'right',
            render: (_v, draft) => {
              const value = draftValue(draft, action.unitValue);
              return value === null ? '—' : money(value);
            },
          },
          {
            key: 'document',
            title: t('folderCounting.fields.document'),
            render: (_v, draft) => (
              <Flex vertical gap={4}>
                {draft.storedId !== null && draft.documentName && (
                  <Button
                    type="link"
                    icon={<DownloadOutlined aria-hidden />}
                    loading={download.isPending && download.variables === draft.storedId}
                    onClick={() =>
                      download.mutate(draft.storedId as number, {
                        onError: (error) => feedback.failure(error),
                      })
                    }
                  >
                    {draft.documentName}
                  </Button>
                )}
                {editable && (
                  <FileUpload
                    id={`document-${draft.key}`}
                    accept={SUPPORTING_DOCUMENT_EXTENSIONS}
                    maxBytes={SUPPORTING_DOCUMENT_MAX_BYTES}
                    value={draft.file}
                    onChange={(file) => change(draft.key, { file })}
                  />
                )}
              </Flex>
            ),
          },
          ...(editable
            ? [
                {
                  key: 'remove',
                  render: (_v: unknown, draft: CountingRowDraft, index: number) => (
                    <Button
                      danger
                      type="text"
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t('folderCounting.removeRow', { number: action.number, row: index + 1 })}
                      onClick={() => onChange([...others, ...mine.filter((each) => each.key !== draft.key)])}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/** The counting's save and moves, each sent with the version read; a stale one reloads it. */
function CountingEditor({ counting, reload }: { counting: TFolderCounting; reload: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const save = useSaveFolderCounting();
  const move = useMoveFolderCounting();
  const [drafts, setDrafts] = useState<CountingRowDraft[]>(() => draftsOf(counting));
  const tactics = useTacticTypes(counting.actions.map((action) => action.tacticType));
  const [disapproving, setDisapproving] = useState(false);
  const editable = mayEditCounting(counting, hasRole);
  const moves = countingMovesOf(counting, hasRole);
  const failed = async (error: unknown) => {
    feedback.failure(error);
    if (error instanceof ApiError && error.status === 409) {
      setDisapproving(false);
      await reload();
    }
  };
  const onSave = async () => {
    try {
      const rows = await Promise.all(
        drafts.map(async (draft) => ({
          actionId: draft.actionId,
          customer: draft.customer ?? '',
          executedVolume: draft.executedVolume === null ? '' : String(draft.executedVolume),
          ...(draft.file ? { document: await uploadBodyOf(draft.file) } : {}),
          keepDocument: true,
        })),
      );
      await save.mutateAsync({ folderId: counting.folderId, version: counting.version, rows });
      feedback.success(t(COUNTING_MOVE_DONE.save));
    } catch (error) {
      await failed(error);
    }
  };
  const run = async (which: CountingMove, justification?: string) => {
    try {
      await move.mutateAsync({
        move: which,
        id: counting.folderId,
        version: counting.version,
        ...(justification === undefined ? {} : { justification }),
      });
      feedback.success(t(COUNTING_MOVE_DONE[which]));
      setDisapproving(false);
    } catch (error) {
      await failed(error);
    }
  };
  const pending = save.isPending || move.isPending;
  const assignments = useFolderAssignments(counting.folderId);
  const active = new Set(
    counting.actions.filter((action) => action.status === 'ATIVA').map((action) => action.id),
  );
  const assigned = assignments.data
    ? assignedPairsMissing(drafts, assignments.data).filter((pair) => active.has(pair.actionId))
    : [];
  return (
    <Flex vertical gap={16}>
      <CountingState counting={counting} />
      {!editable && <Typography.Text type="secondary">{t('folderCounting.readOnly')}</Typography.Text>}
      {counting.actions.map((action) => (
        <ActionRows
          key={action.id}
          action={action}
          tactic={tactics.nameOf(action.tacticType)}
          drafts={drafts}
          editable={editable}
          onChange={setDrafts}
        />
      ))}
      <Flex gap={8} wrap>
        {editable && assigned.length > 0 && (
          <Button
            onClick={() =>
              setDrafts((all) => [
                ...all,
                ...assigned.map((pair) => ({ ...newDraft(pair.actionId), customer: pair.customer })),
              ])
            }
          >
            {t('folderCounting.addAssigned', { count: assigned.length })}
          </Button>
        )}
        {editable && (
          <Button type="primary" loading={save.isPending} disabled={pending} onClick={() => void onSave()}>
            {t('cycleFolderScreens.moves.save')}
          </Button>
        )}
        {moves.map((each) => (
          <Button
            key={each}
            type={each === 'disapprove' ? 'default' : 'primary'}
            danger={each === 'disapprove'}
            loading={move.isPending && move.variables?.move === each}
            disabled={pending}
            onClick={() => (each === 'disapprove' ? setDisapproving(true) : void run(each))}
          >
            {t(MOVE_LABELS[each])}
          </Button>
        ))}
      </Flex>
      {disapproving && (
        <DisapprovalDialog
          title="cycleFolderScreens.moves.disapprove"
          pending={move.isPending}
          onClose={() => setDisapproving(false)}
          onConfirm={(justification) => void run('disapprove', justification)}
        />
      )}
    </Flex>
  );
}

/** "Distribuir verba" and "Atribuir ações" for this folder, to whom their screens open. */
function DistributionLinks({ folderId }: { folderId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const authorities = signedInUser()?.authorities ?? null;
  const links = [
    { route: paths.distributeMoney, label: t('folderCounting.distribute') },
    { route: paths.assignActions, label: t('folderCounting.assign') },
  ].filter((link) => mayOpenRoute(link.route.path, authorities));
  return (
    <Flex gap={8} wrap>
      {links.map((link) => (
        <Button key={link.route.path} onClick={() => navigate(`${link.route.href()}?folderId=${folderId}`)}>
          {link.label}
        </Button>
      ))}
    </Flex>
  );
}

function FolderCounting({ folderId }: { folderId: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const counting = useFolderCounting(folderId);
  usePublishPageCrumb(pathname, counting.data?.description ?? null);
  if (counting.isPending) return <PageLoader />;
  if (counting.isError) return <Alert type="error" showIcon title={t('folderCounting.notFound')} />;
  const { data } = counting;
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={t('folderCounting.pageTitle', {
          year: data.year,
          cycle: data.cycle,
          description: data.description,
        })}
        actions={<DistributionLinks folderId={data.folderId} />}
      />
      {/* Rebuilt from each version read: a save or a move shows the counting as it is now. */}
      <CountingEditor
        key={`${data.version}-${data.status}`}
        counting={data}
        reload={() => counting.refetch()}
      />
    </Flex>
  );
}

/** /counting/:folderId: a folder's counting, keyed in per action and customer, saved and moved. */
export function FolderCountingPage() {
  const { folderId } = useParams();
  const number = Number(folderId);
  if (!mayOpenRoute(paths.folderCounting.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  if (!Number.isInteger(number) || number <= 0) return <NotFoundResult />;
  return <FolderCounting key={number} folderId={number} />;
}

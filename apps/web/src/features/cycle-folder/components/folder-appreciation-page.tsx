import type {
  AppreciationMethod,
  TFolderAppreciation,
  TFolderAppreciationAction,
  TFolderAppreciationRow,
} from '@trade-terms/domain/folder-appreciation';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Button, Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { NumberInput } from '../../../components/form/number-input';
import { PageTitle } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../platform/api-error';
import { currentLanguage } from '../../../platform/i18n';
import { usePublishPageCrumb } from '../../../platform/page-crumb';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { formatValue } from '../../../platform/value-format';
import {
  type AppreciationMove,
  useFolderAppreciation,
  useMoveFolderAppreciation,
  useSaveFolderAppreciation,
} from '../api/folder-appreciations';
import { useTacticTypes } from '../api/tactic-types';
import {
  APPRECIATION_MOVE_DONE,
  APPRECIATION_MOVE_LABELS,
  APPRECIATION_STATUS_COLORS,
  APPRECIATION_STATUS_LABELS,
  type AppreciationDraft,
  appreciationMovesOf,
  draftsOf,
  draftValue,
  METHOD_LABELS,
  mayEditAppreciation,
  PAGE_TITLES,
  saveInputOf,
} from '../folder-appreciation-view';

const language = () => currentLanguage();
const money = (value: string) => formatValue('money', value, language());
const volume = (value: string) => formatValue({ decimals: 3 }, value, language());
const percentage = (value: string) => formatValue({ decimals: 4 }, value, language());

/** Where the appreciation stands: its status, method and totals. */
function AppreciationState({ appreciation }: { appreciation: TFolderAppreciation }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, md: 3 }}
      items={[
        {
          key: 'status',
          label: t('folderAppreciation.fields.status'),
          children: (
            <Tag color={APPRECIATION_STATUS_COLORS[appreciation.status]}>
              {t(APPRECIATION_STATUS_LABELS[appreciation.status])}
            </Tag>
          ),
        },
        {
          key: 'method',
          label: t('folderAppreciation.fields.method'),
          children: appreciation.method ? t(METHOD_LABELS[appreciation.method]) : '—',
        },
        {
          key: 'planned',
          label: t('cycleFolderScreens.fields.planned'),
          children: money(appreciation.planned),
        },
        {
          key: 'executed',
          label: t('folderCounting.fields.executed'),
          children: money(appreciation.executed),
        },
        {
          key: 'appreciated',
          label: t('folderAppreciation.fields.appreciated'),
          children: money(appreciation.appreciated),
        },
      ]}
    />
  );
}

interface RowView extends TFolderAppreciationRow {
  draft: AppreciationDraft;
}

/** One counted action: its rows with the amount finance keys in and the value it makes. */
function ActionRows({
  action,
  tactic,
  method,
  drafts,
  editable,
  onChange,
}: {
  action: TFolderAppreciationAction;
  /** The action's tactic as the tactic types register names it. */
  tactic: string;
  method: AppreciationMethod;
  drafts: AppreciationDraft[];
  editable: boolean;
  onChange: (drafts: AppreciationDraft[]) => void;
}) {
  const { t } = useTranslation();
  const title = t('folderCounting.actionTitle', {
    number: action.number,
    description: action.description,
    tactic,
  });
  if (action.status === 'CANCELADA')
    return (
      <Card size="small" title={title}>
        <Typography.Text type="secondary">{t('folderAppreciation.cancelledAction')}</Typography.Text>
      </Card>
    );
  const rows: RowView[] = action.rows.map((row) => ({
    ...row,
    draft: drafts.find((each) => each.actionId === action.id && each.customer === row.customer) ?? {
      actionId: action.id,
      customer: row.customer,
      amount: null,
    },
  }));
  const change = (customer: string, amount: number | null) =>
    onChange(
      drafts.map((draft) =>
        draft.actionId === action.id && draft.customer === customer ? { ...draft, amount } : draft,
      ),
    );
  const amountField =
    method === 'VOLUME'
      ? t('folderAppreciation.fields.financeVolume')
      : t('folderAppreciation.fields.categorySales');
  return (
    <Card size="small" title={title}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 4 }}
        items={[
          {
            key: 'uv',
            label: t('folderCounting.fields.unitValue'),
            children: formatValue({ decimals: 4 }, action.unitValue, language()),
          },
          { key: 'cat', label: t('folderAppreciation.fields.category'), children: action.category ?? '—' },
          {
            key: 'ex',
            label: t('folderCounting.fields.executed'),
            children: `${volume(action.executedVolume)} · ${money(action.executedValue)}`,
          },
          {
            key: 'ap',
            label: t('folderAppreciation.fields.appreciated'),
            children: money(action.appreciatedValue),
          },
        ]}
      />
      <Table<RowView>
        rowKey="customer"
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'customer',
            title: t('folderCounting.fields.customer'),
            render: (_v, row) => (row.customerName ? `${row.customer} · ${row.customerName}` : row.customer),
          },
          {
            key: 'executedVolume',
            align: 'right',
            title: t('folderCounting.fields.executedVolume'),
            render: (_v, row) => volume(row.executedVolume),
          },
          {
            key: 'executedValue',
            align: 'right',
            title: t('folderCounting.fields.executedValue'),
            render: (_v, row) => money(row.executedValue),
          },
          {
            key: 'amount',
            title: amountField,
            width: 200,
            render: (_v, row) => (
              <NumberInput
                value={row.draft.amount}
                precision={method === 'VOLUME' ? 3 : 2}
                disabled={!editable}
                aria-label={t('folderAppreciation.rowField', {
                  field: amountField,
                  number: action.number,
                  customer: row.customer,
                })}
                onChange={(value) => change(row.customer, value)}
              />
            ),
          },
          ...(method === 'PERCENTUAL_CATEGORIA'
            ? [
                {
                  key: 'percentage',
                  align: 'right' as const,
                  title: t('folderAppreciation.fields.percentage'),
                  render: (_v: unknown, row: RowView) =>
                    row.percentage === null ? '—' : percentage(row.percentage),
                },
              ]
            : []),
          {
            key: 'value',
            align: 'right',
            title: t('folderAppreciation.fields.appreciatedValue'),
            render: (_v, row) => {
              const value = draftValue(method, row.draft.amount, action.unitValue, row);
              return value === null ? '—' : money(value);
            },
          },
        ]}
      />
    </Card>
  );
}

/** The appreciation's save and moves, each sent with the version read; a stale one reloads it. */
function AppreciationEditor({
  appreciation,
  method,
  reload,
}: {
  appreciation: TFolderAppreciation;
  method: AppreciationMethod;
  reload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const save = useSaveFolderAppreciation();
  const move = useMoveFolderAppreciation();
  const [drafts, setDrafts] = useState<AppreciationDraft[]>(() => draftsOf(appreciation, method));
  const tactics = useTacticTypes(appreciation.actions.map((action) => action.tacticType));
  const editable = mayEditAppreciation(appreciation, hasRole);
  const moves = appreciationMovesOf(appreciation, hasRole);
  const failed = async (error: unknown) => {
    feedback.failure(error);
    if (error instanceof ApiError && error.status === 409) await reload();
  };
  const onSave = async () => {
    try {
      await save.mutateAsync(saveInputOf(appreciation, method, drafts));
      feedback.success(t(APPRECIATION_MOVE_DONE.save));
    } catch (error) {
      await failed(error);
    }
  };
  const run = async (which: AppreciationMove) => {
    try {
      await move.mutateAsync({ move: which, id: appreciation.folderId, version: appreciation.version });
      feedback.success(t(APPRECIATION_MOVE_DONE[which]));
    } catch (error) {
      await failed(error);
    }
  };
  const pending = save.isPending || move.isPending;
  return (
    <Flex vertical gap={16}>
      <AppreciationState appreciation={appreciation} />
      {appreciation.method !== null && appreciation.method !== method && (
        <Alert
          type="warning"
          showIcon
          title={t('folderAppreciation.otherMethod', { method: t(METHOD_LABELS[appreciation.method]) })}
        />
      )}
      {method === 'PERCENTUAL_CATEGORIA' && (
        <Typography.Text type="secondary">{t('folderAppreciation.percentageOnSave')}</Typography.Text>
      )}
      {!editable && <Typography.Text type="secondary">{t('folderAppreciation.readOnly')}</Typography.Text>}
      {appreciation.actions.map((action) => (
        <ActionRows
          key={action.id}
          action={action}
          tactic={tactics.nameOf(action.tacticType)}
          method={method}
          drafts={drafts}
          editable={editable}
          onChange={setDrafts}
        />
      ))}
      <Flex gap={8} wrap>
        {editable && (
          <Button type="primary" loading={save.isPending} disabled={pending} onClick={() => void onSave()}>
            {t('cycleFolderScreens.moves.save')}
          </Button>
        )}
        {moves.map((each) => (
          <Button
            key={each}
            loading={move.isPending && move.variables?.move === each}
            disabled={pending}
            onClick={() => void run(each)}
          >
            {t(APPRECIATION_MOVE_LABELS[each])}
          </Button>
        ))}
        <Link to={paths.folderAppreciations.href()}>{t('cycleFolderScreens.moves.back')}</Link>
      </Flex>
    </Flex>
  );
}

function FolderAppreciation({ folderId, method }: { folderId: number; method: AppreciationMethod }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const appreciation = useFolderAppreciation(folderId);
  usePublishPageCrumb(pathname, appreciation.data?.description ?? null);
  if (appreciation.isPending) return <PageLoader />;
  if (appreciation.isError) return <Alert type="error" showIcon title={t('folderAppreciation.notFound')} />;
  const { data } = appreciation;
  return (
    <Flex vertical gap={16}>
      <PageTitle>
        {t(PAGE_TITLES[method], {
          year: data.year,
          cycle: data.cycle,
          description: data.description,
        })}
      </PageTitle>
      {/* Rebuilt from each version read: a save or a move shows the appreciation as it is now. */}
      <AppreciationEditor
        key={`${data.version}-${data.status}`}
        appreciation={data}
        method={method}
        reload={() => appreciation.refetch()}
      />
    </Flex>
  );
}

function appreciationScreen(method: AppreciationMethod, path: string) {
  return function AppreciationScreen() {
    const { t } = useTranslation();
    const [search] = useSearchParams();
    const folderId = Number(search.get('folderId'));
    if (!mayOpenRoute(path, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
    if (!Number.isInteger(folderId) || folderId <= 0)
      return (
        <Flex vertical gap={16}>
          <PageTitle>{t('folderAppreciation.title')}</PageTitle>
          <Alert
            type="info"
            showIcon
            title={<Link to={paths.folderAppreciations.href()}>{t('folderAppreciation.chooseFolder')}</Link>}
          />
        </Flex>
      );
    return <FolderAppreciation key={folderId} folderId={folderId} method={method} />;
  };
}

/** /appreciation/financeVolume?folderId=: a folder's counted rows valued at the finance volume. */
export const AppreciationByVolumePage = appreciationScreen('VOLUME', paths.appreciationByVolume.path);
/** /appreciation/categoryPercentage?folderId=: a folder's counted rows valued at their category's %. */
export const AppreciationByCategoryPage = appreciationScreen(
  'PERCENTUAL_CATEGORIA',
  paths.appreciationByCategory.path,
);

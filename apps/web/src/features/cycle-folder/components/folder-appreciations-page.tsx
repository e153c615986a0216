import type {
  AppreciationMethod,
  FolderAppreciationStatus,
  TFolderAppreciationListRow,
} from '@trade-terms/domain/folder-appreciation';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Flex, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { signedInUser } from '../../../platform/session';
import { formatValue } from '../../../platform/value-format';
import { useSearchFolderAppreciations } from '../api/folder-appreciations';
import {
  ALL_APPRECIATION_STATUSES,
  APPRECIATION_STATUS_COLORS,
  APPRECIATION_STATUS_LABELS,
  METHOD_LABELS,
  OPEN_LABELS,
} from '../folder-appreciation-view';
import { folderKeyColumns } from './folder-key-columns';
import { FolderStageList } from './folder-stage-list';

const money = (value: string) => formatValue('money', value, currentLanguage());

/** The screen of a folder's appreciation by a method. */
export function appreciationHref(method: AppreciationMethod, folderId: number): string {
  return method === 'VOLUME'
    ? paths.appreciationByVolume.href(folderId)
    : paths.appreciationByCategory.href(folderId);
}

function useAppreciationColumns(): TableProps<TFolderAppreciationListRow>['columns'] {
  const { t } = useTranslation();
  const methods: AppreciationMethod[] = ['VOLUME', 'PERCENTUAL_CATEGORIA'];
  return [
    ...folderKeyColumns<TFolderAppreciationListRow>(t),
    { key: 'description', title: t('cycleFolderScreens.fields.description'), dataIndex: 'description' },
    {
      key: 'planned',
      align: 'right',
      title: t('cycleFolderScreens.fields.planned'),
      render: (_v, row) => money(row.planned),
    },
    {
      key: 'executed',
      align: 'right',
      title: t('folderCounting.fields.executed'),
      render: (_v, row) => money(row.executed),
    },
    {
      key: 'appreciated',
      align: 'right',
      title: t('folderAppreciation.fields.appreciated'),
      render: (_v, row) => money(row.appreciated),
    },
    {
      key: 'method',
      title: t('folderAppreciation.fields.method'),
      render: (_v, row) => (row.method ? t(METHOD_LABELS[row.method]) : '—'),
    },
    {
      key: 'status',
      title: t('folderAppreciation.fields.status'),
      render: (_v, row) => (
        <Tag color={APPRECIATION_STATUS_COLORS[row.status]}>{t(APPRECIATION_STATUS_LABELS[row.status])}</Tag>
      ),
    },
    {
      key: 'open',
      title: t('folderAppreciation.fields.open'),
      render: (_v, row) => (
        <Flex gap={12} wrap>
          {methods.map((method) => (
            <Link
              key={method}
              to={appreciationHref(method, row.folderId)}
              onClick={(event) => event.stopPropagation()}
              aria-label={t(OPEN_LABELS[method], {
                year: row.year,
                cycle: row.cycle,
                description: row.description,
              })}
            >
              {t(METHOD_LABELS[method])}
            </Link>
          ))}
        </Flex>
      ),
    },
  ];
}

/** /appreciation: folders with an approved counting and their appreciation, paged on the server. */
export function FolderAppreciationsPage() {
  const columns = useAppreciationColumns();
  if (!mayOpenRoute(paths.folderAppreciations.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return (
    <FolderStageList<TFolderAppreciationListRow, FolderAppreciationStatus>
      title="folderAppreciation.title"
      statusLabel="folderAppreciation.fields.status"
      statuses={ALL_APPRECIATION_STATUSES}
      statusLabels={APPRECIATION_STATUS_LABELS}
      useSearch={useSearchFolderAppreciations}
      columns={columns}
      hrefOf={(row) => appreciationHref(row.method ?? 'VOLUME', row.folderId)}
    />
  );
}

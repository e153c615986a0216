import type { FolderCountingStatus, TFolderCountingListRow } from '@trade-terms/domain/folder-counting';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { signedInUser } from '../../../platform/session';
import { formatValue } from '../../../platform/value-format';
import { useSearchFolderCountings } from '../api/folder-countings';
import { STATUS_COLORS, STATUS_LABELS } from '../cycle-folder-view';
import {
  ALL_COUNTING_STATUSES,
  COUNTING_STATUS_COLORS,
  COUNTING_STATUS_LABELS,
} from '../folder-counting-view';
import { folderKeyColumns } from './folder-key-columns';
import { FolderStageList } from './folder-stage-list';

const money = (value: string) => formatValue('money', value, currentLanguage());

function useCountingColumns(): TableProps<TFolderCountingListRow>['columns'] {
  const { t } = useTranslation();
  return [
    ...folderKeyColumns<TFolderCountingListRow>(t),
    {
      key: 'description',
      title: t('cycleFolderScreens.fields.description'),
      render: (_v, row) => (
        <Link
          to={paths.folderCounting.href(row.folderId)}
          aria-label={t('folderCounting.open', {
            year: row.year,
            cycle: row.cycle,
            description: row.description,
          })}
        >
          {row.description}
        </Link>
      ),
    },
    {
      key: 'folderStatus',
      title: t('folderCounting.fields.folderStatus'),
      render: (_v, row) => (
        <Tag color={STATUS_COLORS[row.folderStatus]}>{t(STATUS_LABELS[row.folderStatus])}</Tag>
      ),
    },
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
      key: 'status',
      title: t('folderCounting.fields.countingStatus'),
      render: (_v, row) => (
        <Tag color={COUNTING_STATUS_COLORS[row.status]}>{t(COUNTING_STATUS_LABELS[row.status])}</Tag>
      ),
    },
  ];
}

/** /counting: approved and closed folders with their counting, paged on the server; a row opens it. */
export function FolderCountingsPage() {
  const columns = useCountingColumns();
  if (!mayOpenRoute(paths.folderCountings.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return (
    <FolderStageList<TFolderCountingListRow, FolderCountingStatus>
      title="folderCounting.title"
      statusLabel="folderCounting.fields.countingStatus"
      statuses={ALL_COUNTING_STATUSES}
      statusLabels={COUNTING_STATUS_LABELS}
      useSearch={useSearchFolderCountings}
      columns={columns}
      hrefOf={(row) => paths.folderCounting.href(row.folderId)}
    />
  );
}

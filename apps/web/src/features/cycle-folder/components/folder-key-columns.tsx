import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';

interface FolderKeyRow {
  year: number;
  cycle: number;
  channel: string;
  channelName: string | null;
  commodity: string;
  commodityName: string | null;
}

/** The columns of a folder's key (year, cycle, channel, business unit), first in the folders' lists. */
export function folderKeyColumns<R extends FolderKeyRow>(t: TFunction): TableColumnType<R>[] {
  return [
    { key: 'year', dataIndex: 'year', title: t('cycleFolderScreens.fields.year') },
    { key: 'cycle', dataIndex: 'cycle', title: t('cycleFolderScreens.fields.cycle') },
    {
      key: 'channel',
      title: t('cycleFolderScreens.fields.channel'),
      render: (_v, row) => row.channelName ?? row.channel,
    },
    {
      key: 'commodity',
      title: t('cycleFolderScreens.fields.commodity'),
      render: (_v, row) => row.commodityName ?? row.commodity,
    },
  ];
}

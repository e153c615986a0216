import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Flex, Form, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { AppSelect } from '../../../components/form/app-select';
import { PageTitle } from '../../../components/page-header';
import { signedInUser } from '../../../platform/session';
import { useSearchFolderCountings } from '../api/folder-countings';

/** Approved and closed folders to choose from: the counting's list, newest cycle first. */
function FolderChooser({ value, onChange }: { value: number | null; onChange: (folderId: number) => void }) {
  const { t } = useTranslation();
  const folders = useSearchFolderCountings({ page: 1, pageSize: 200 });
  return (
    <Form layout="vertical">
      <Form.Item
        label={t('folderDistribution.chooseFolder')}
        htmlFor="distribution-folder"
        style={{ maxWidth: 640 }}
      >
        <AppSelect<number>
          id="distribution-folder"
          showSearch={{ optionFilterProp: 'label' }}
          loading={folders.isFetching}
          placeholder={t('folderDistribution.chooseFolderHint')}
          value={value ?? undefined}
          onChange={onChange}
          options={(folders.data?.items ?? []).map((folder) => ({
            value: folder.folderId,
            label: t('folderDistribution.folderOption', {
              year: folder.year,
              cycle: folder.cycle,
              channel: folder.channel,
              commodity: folder.commodity,
              description: folder.description,
            }),
          }))}
        />
      </Form.Item>
    </Form>
  );
}

/**
 * The frame of `/counting/distribute-money` and `/counting/assignActions`: the folder comes from
 * the `folderId` query parameter (the counting's buttons link with it) or is chosen here.
 */
export function DistributionFolderShell({
  route,
  title,
  children,
}: {
  route: string;
  title: MessageKey;
  children: (folderId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const folderId = Number(params.get('folderId'));
  const chosen = Number.isInteger(folderId) && folderId > 0 ? folderId : null;
  if (!mayOpenRoute(route, signedInUser()?.authorities ?? null)) return <ForbiddenResult />;
  return (
    <Flex vertical gap={16}>
      {chosen === null && <PageTitle>{t(title)}</PageTitle>}
      <FolderChooser value={chosen} onChange={(id) => setParams({ folderId: String(id) })} />
      {chosen === null ? (
        <Typography.Text type="secondary">{t('folderDistribution.chooseFolderHint')}</Typography.Text>
      ) : (
        <div key={chosen}>{children(chosen)}</div>
      )}
    </Flex>
  );
}

/** A folder's distribution or assignments that cannot be read (not found, not approved). */
export function DistributionNotFound() {
  const { t } = useTranslation();
  return <Alert type="error" showIcon title={t('folderDistribution.notFound')} />;
}

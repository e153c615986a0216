import { DownloadOutlined, RedoOutlined, WarningOutlined } from '@ant-design/icons';
import {
  JOB_STATUSES,
  JOB_TYPES,
  type JobStatus,
  type JobType,
  LAST_PERIOD_DAYS,
  type TJob,
  type TJobSearch,
} from '@trade-terms/domain/import-export-jobs';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { RegisterKey } from '@trade-terms/domain/registers';
import { Button, Card, Checkbox, Flex, Progress, Space, Table, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppSelect } from '../../../components/form/app-select';
import { pagerOf } from '../../../components/list-page/server-table';
import { currentLanguage } from '../../../platform/i18n';
import { useDownloadJobErrors } from '../../../platform/jobs/download-job-errors';
import {
  importHasErrors,
  mayReprocess,
  progressStatus,
  registerTitleKey,
  statusColor,
} from '../../../platform/jobs/jobs-view';
import { pageAfter } from '../../../platform/list-state';
import { hasRole } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { formatInstant } from '../../../platform/value-format';
import { useDownloadJobResult } from '../api/download-job-result';
import { useReprocessJob } from '../api/reprocess-job';
import { useSearchJobs } from '../api/search-jobs';

type Period = (typeof LAST_PERIOD_DAYS)[number];

/**
 * Every import and export of the last 30, 60 or 90 days: who asked, when, what, its status and
 * live progress (refetched every 2 s while one runs), its counts and its files.
 */
export function ImportsExportsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();
  // Without the dashboard role only one's own jobs exist here (the server answers no others).
  const seesAll = hasRole('ROLE_VISUALIZAR_DASHBOARD_IMPORTACOES');
  const [search, setSearch] = useState<TJobSearch>({
    page: 1,
    pageSize: 20,
    direction: 'desc',
    days: 30,
    status: '*',
    type: '*',
    onlyMine: !seesAll,
  });
  const jobs = useSearchJobs(search);
  const downloadResult = useDownloadJobResult();
  const downloadErrors = useDownloadJobErrors();
  const reprocess = useReprocessJob();
  const when = (iso: string | null) => formatInstant(iso, language);
  const mayEditRegister = (job: TJob) => {
    const register = REGISTER_DECLARATIONS[job.registerKey as RegisterKey];
    return register ? hasRole(register.editRole) : false;
  };

  const columns: TableProps<TJob>['columns'] = [
    {
      key: 'requestedAt',
      title: t('importsExports.requestedAt'),
      render: (_v, job) => when(job.requestedAt),
    },
    { key: 'requester', title: t('importsExports.requester'), dataIndex: 'requester' },
    { key: 'type', title: t('importsExports.type'), render: (_v, job) => t(`jobs.type.${job.type}`) },
    {
      key: 'register',
      title: t('importsExports.register'),
      render: (_v, job) => {
        const key = registerTitleKey(job.register);
        return key ? t(key) : job.register;
      },
    },
    { key: 'file', title: t('importsExports.file'), render: (_v, job) => job.fileName ?? '' },
    {
      key: 'status',
      title: t('importsExports.status'),
      render: (_v, job) => (
        <Flex vertical gap={4}>
          <Tag color={statusColor(job.status)}>{t(`jobs.status.${job.status}`)}</Tag>
          {job.message && <Typography.Text type="secondary">{job.message}</Typography.Text>}
        </Flex>
      ),
    },
    {
      key: 'progress',
      title: t('importsExports.progress'),
      width: 180,
      render: (_v, job) => (
        <Progress
          percent={job.progress}
          size="small"
          status={progressStatus(job.status)}
          aria-label={t('importsExports.progress')}
        />
      ),
    },
    {
      key: 'counts',
      title: t('importsExports.counts'),
      render: (_v, job) =>
        job.type === 'IMPORTACAO'
          ? t('importsExports.countsText', {
              read: job.rowsRead,
              created: job.rowsInserted,
              changed: job.rowsUpdated,
              unchanged: job.rowsUnchanged,
              rejected: job.rowsRejected,
            })
          : job.rowsRead,
    },
    { key: 'finishedAt', title: t('importsExports.finishedAt'), render: (_v, job) => when(job.finishedAt) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      render: (_v, job) => (
        <Space wrap>
          {job.hasResult && (
            <Button
              size="small"
              icon={<DownloadOutlined aria-hidden />}
              onClick={() => downloadResult.mutate(job.id, { onError: feedback.failure })}
            >
              {t('importsExports.downloadResult')}
            </Button>
          )}
          {job.hasErrors && (
            <Button
              size="small"
              danger={importHasErrors(job)}
              icon={<WarningOutlined aria-hidden />}
              onClick={() => downloadErrors.mutate(job.id, { onError: feedback.failure })}
            >
              {t('importsExports.downloadErrors')}
            </Button>
          )}
          {mayReprocess(job, mayEditRegister(job)) && (
            <Button
              size="small"
              icon={<RedoOutlined aria-hidden />}
              loading={reprocess.isPending && reprocess.variables === job.id}
              onClick={() =>
                reprocess.mutate(job.id, {
                  onSuccess: () => feedback.success(t('importsExports.reprocessQueued')),
                  onError: feedback.failure,
                })
              }
            >
              {t('importsExports.reprocess')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const statusValue = Array.isArray(search.status) ? '*' : search.status;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {t('importsExports.title')}
      </Typography.Title>
      <Card>
        <Flex vertical gap={16}>
          <Flex gap={16} wrap align="center">
            <AppSelect<Period>
              aria-label={t('importsExports.period')}
              allowClear={false}
              style={{ minWidth: 180 }}
              options={LAST_PERIOD_DAYS.map((days) => ({
                value: days,
                label: t('importsExports.lastDays', { days }),
              }))}
              value={search.days}
              onChange={(days) => setSearch({ ...search, days, page: 1 })}
            />
            <AppSelect<JobStatus | '*'>
              aria-label={t('importsExports.status')}
              allowClear={false}
              style={{ minWidth: 240 }}
              options={[
                { value: '*', label: t('importsExports.allStatuses') },
                ...JOB_STATUSES.map((status) => ({ value: status, label: t(`jobs.status.${status}`) })),
              ]}
              value={statusValue}
              onChange={(status) => setSearch({ ...search, status, page: 1 })}
            />
            <AppSelect<JobType | '*'>
              aria-label={t('importsExports.type')}
              allowClear={false}
              style={{ minWidth: 180 }}
              options={[
                { value: '*', label: t('importsExports.allTypes') },
                ...JOB_TYPES.map((type) => ({ value: type, label: t(`jobs.type.${type}`) })),
              ]}
              value={search.type}
              onChange={(type) => setSearch({ ...search, type, page: 1 })}
            />
            <Checkbox
              checked={search.onlyMine}
              disabled={!seesAll}
              onChange={(event) => setSearch({ ...search, onlyMine: event.target.checked, page: 1 })}
            >
              {t('importsExports.onlyMine')}
            </Checkbox>
          </Flex>
          <Table<TJob>
            rowKey="id"
            size="middle"
            scroll={{ x: 'max-content' }}
            loading={jobs.isPending}
            dataSource={jobs.data?.items ?? []}
            columns={columns}
            locale={{ emptyText: t('importsExports.empty') }}
            onChange={(pagination) => setSearch(pageAfter(search, pagination))}
            pagination={pagerOf(search, jobs.data?.total, t)}
          />
        </Flex>
      </Card>
    </Flex>
  );
}

import { DownloadOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  readTypedAchievement,
  type TAchievementsEditRow,
  type TAchievementsEditSearch,
} from '@trade-terms/domain/ascertainment-achievements-edit';
import { currentCompetence } from '@trade-terms/domain/competence';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import {
  Alert,
  Button,
  Flex,
  Form,
  Input,
  Progress,
  Space,
  Table,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { ImportJobDialog } from '../../../components/import-job-dialog';
import { JobErrorsButton } from '../../../components/job-errors-button';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { ListPage } from '../../../components/list-page/list-page';
import { pagerOf } from '../../../components/list-page/server-table';
import { ScrollRegion } from '../../../components/scroll-region';
import { paths } from '../../../config/paths';
import { failureTexts } from '../../../platform/api-error';
import { currentLanguage } from '../../../platform/i18n';
import { useJob } from '../../../platform/jobs/get-job';
import { importHasErrors, isRunning, progressStatus } from '../../../platform/jobs/jobs-view';
import { FIRST_PAGE, pageAfter } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import {
  useAchievements,
  useExportAchievements,
  useImportAchievements,
  useSaveAchievements,
} from '../api/achievements-edit';
import { ascertainmentKeys } from '../api/ascertainment-keys';
import { moneyText, percentText, STATUS_COLORS, STATUS_LABELS } from '../ascertainment-view';
import { metricDescription } from '../execution-view';
import { ScopeFilterFields } from './scope-filter-fields';

type Filters = Pick<TAchievementsEditSearch, 'competence' | 'commodities' | 'economicGroups' | 'channels'>;
type Row = TAchievementsEditRow & { key: number };

const FIRST_FILTERS: Filters = { competence: currentCompetence() };
const EDIT_ROLE = 'ROLE_EDITAR_APURACAO_ACORDO';

/** Only the filters holding a value: an empty list or text means "any". */
function filtersOf(values: Filters): Filters {
  const list = (value: string[] | undefined) => (value && value.length > 0 ? value : undefined);
  const filters: Filters = {
    competence: values.competence?.trim() || undefined,
    commodities: list(values.commodities),
    economicGroups: list(values.economicGroups),
    channels: list(values.channels),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Filters;
}

/** The stored typed % as it is typed in the user's language (`95,5000` in pt-BR). */
function typedText(value: string | null, language: string): string {
  if (value === null) return '';
  return language === 'pt-BR' ? value.replace('.', ',') : value;
}

/** An edit of a row: the text typed and the version of the ascertainment it was typed on. */
interface Edit {
  text: string;
  version: number;
}

/** A row takes a typed achievement only before approval, and from the edit role. */
const editable = (row: TAchievementsEditRow, canEdit: boolean) =>
  canEdit && (row.status === 'EM_VALIDACAO' || row.status === 'REPROVADA');

function AchievementsEditList() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const canEdit = hasRole(EDIT_ROLE);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>(filtersOf(FIRST_FILTERS));
  const [page, setPage] = useState(FIRST_PAGE);
  const [edits, setEdits] = useState<Map<number, Edit>>(new Map());
  const [jobId, setJobId] = useState<string | null>(null);
  const [queuedText, setQueuedText] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const result = useAchievements({ ...filters, ...page, direction: 'asc' });
  const exporting = useExportAchievements();
  const save = useSaveAchievements();
  const importFile = useImportAchievements();
  const job = useJob(jobId);
  const finished = job.data !== undefined && !isRunning(job.data);
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ascertainmentKeys.lists() });
  }, [queryClient]);
  // The job stored the achievements and recalculated: the rows are read again.
  useEffect(() => {
    if (finished) reload();
  }, [finished, reload]);

  const apply = (next: Filters) => {
    setFilters(filtersOf(next));
    setPage((current) => ({ ...current, page: 1 }));
  };
  const problemOf = (text: string) => {
    if (text.trim() === '') return null;
    const reading = readTypedAchievement(text);
    return reading.ok ? null : t(reading.message, reading.params);
  };
  const pending = [...edits.entries()];
  const invalid = pending.some(([, edit]) => problemOf(edit.text) !== null);
  const send = () => {
    const rows = pending.map(([lineId, edit]) => ({
      lineId,
      version: edit.version,
      achievementPercent: edit.text.trim() === '' ? null : edit.text.trim(),
    }));
    save.mutate(rows, {
      onSuccess: (answer) => {
        setEdits(new Map());
        setJobId(answer.id);
        setQueuedText(answer.messages.map((message) => message.text).join(' '));
      },
      onError: feedback.failure,
    });
  };

  const columns: TableProps<Row>['columns'] = [
    { key: 'ascertainment', title: t('achievementsEdit.ascertainment'), dataIndex: 'ascertainmentId' },
    {
      key: 'lever',
      dataIndex: 'leverName',
      title: t('ascExecution.lever'),
      onCell: () => ({ style: { minWidth: 180 } }),
    },
    {
      key: 'agreement',
      title: t('ascExecution.contract'),
      onCell: () => ({ style: { minWidth: 220 } }),
      render: (_value, row) => `${row.agreementId} - ${row.agreementDescription}`,
    },
    { key: 'channels', title: t('ascExecution.channel'), render: (_value, row) => row.channels.join(', ') },
    {
      key: 'metric',
      title: t('ascExecution.metricDescription'),
      onCell: () => ({ style: { minWidth: 200 } }),
      render: (_value, row) => metricDescription(row, t, (value) => moneyText(value, language)),
    },
    {
      key: 'discount',
      title: t('ascExecution.contractDiscount'),
      align: 'right',
      render: (_value, row) => percentText(row.discountPercent, language),
    },
    {
      key: 'metricPercent',
      title: t('ascExecution.metricPercent'),
      align: 'right',
      render: (_value, row) => percentText(row.achievementPercent, language),
    },
    {
      key: 'achievement',
      title: t('ascExecution.achievement'),
      align: 'right',
      render: (_value, row) => moneyText(row.achievementValue, language),
    },
    {
      key: 'typed',
      title: t('achievementsEdit.typed'),
      onCell: () => ({ style: { minWidth: 160 } }),
      render: (_value, row) => {
        const edit = edits.get(row.lineId);
        const text = edit ? edit.text : typedText(row.typedAchievementPercent, language);
        const problem = edit ? problemOf(edit.text) : null;
        const label = t('achievementsEdit.typedLabel', { lever: row.leverName, agreement: row.agreementId });
        const errorId = `typed-error-${row.lineId}`;
        return (
          <Flex vertical gap={2}>
            <Input
              value={text}
              aria-label={label}
              inputMode="decimal"
              suffix="%"
              disabled={!editable(row, canEdit)}
              status={problem ? 'error' : undefined}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => {
                const next = new Map(edits);
                if (event.target.value === typedText(row.typedAchievementPercent, language))
                  next.delete(row.lineId);
                else next.set(row.lineId, { text: event.target.value, version: row.version });
                setEdits(next);
              }}
            />
            {problem && (
              <Typography.Text id={errorId} type="danger">
                {problem}
              </Typography.Text>
            )}
            {!edit && row.typedBy && (
              <Typography.Text type="secondary">
                {t('achievementsEdit.typedBy', {
                  user: row.typedBy,
                  when: row.typedAt ? new Date(row.typedAt).toLocaleString(language) : '',
                })}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'status',
      title: t('ascertainmentScreens.status'),
      render: (_value, row) => <Tag color={STATUS_COLORS[row.status]}>{t(STATUS_LABELS[row.status])}</Tag>,
    },
  ];

  return (
    <ListPage title={t('achievementsEdit.title')}>
      <Typography.Paragraph>{t('achievementsEdit.intro')}</Typography.Paragraph>
      <FilterGrid<Filters>
        form={form}
        initialValues={FIRST_FILTERS}
        onSearch={apply}
        clearLabel={t('ascertainmentScreens.clearFilters')}
        onClear={() => apply(FIRST_FILTERS)}
      >
        <Form.Item name="competence" label={t('ascertainmentScreens.competence')}>
          <CompetencePicker allowClear />
        </Form.Item>
        <ScopeFilterFields />
      </FilterGrid>
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Space wrap>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate(filters, { onError: feedback.failure })}
          >
            {t('achievementsEdit.export')}
          </Button>
          {canEdit && (
            <>
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
                {t('achievementsEdit.import')}
              </Button>
              <Button
                type="primary"
                icon={<SaveOutlined aria-hidden />}
                disabled={pending.length === 0 || invalid}
                loading={save.isPending}
                onClick={send}
              >
                {t('achievementsEdit.save')}
              </Button>
            </>
          )}
        </Space>
      </Flex>
      {jobId !== null && (
        <Flex vertical gap={8} style={{ marginTop: 16 }} aria-live="polite">
          {queuedText && <Alert type="info" showIcon title={queuedText} />}
          <Progress
            percent={job.data?.progress ?? 0}
            status={job.data ? progressStatus(job.data.status) : 'active'}
            aria-label={t('importsExports.progress')}
          />
          {finished && job.data && (
            <Alert
              type={importHasErrors(job.data) ? 'warning' : 'success'}
              showIcon
              title={job.data.message ?? ''}
              description={job.data.hasErrors ? <JobErrorsButton jobId={job.data.id} /> : undefined}
            />
          )}
          <Link to={paths.importsExportsDashboard.href()}>{t('registerScreens.openDashboard')}</Link>
        </Flex>
      )}
      {result.isError && (
        <Alert type="error" showIcon title={failureTexts(result.error, (key) => t(key)).join(' ')} />
      )}
      <ScrollRegion label={t('achievementsEdit.title')}>
        <Table<Row>
          columns={columns}
          dataSource={(result.data?.items ?? []).map((row) => ({ ...row, key: row.lineId }))}
          loading={result.isFetching}
          locale={{ emptyText: t('achievementsEdit.empty') }}
          pagination={pagerOf(page, result.data?.total, (key, values) => t(key, values))}
          onChange={(pagination) => setPage((current) => pageAfter(current, pagination))}
        />
      </ScrollRegion>
      {canEdit && (
        <ImportJobDialog
          open={importing}
          title={t('achievementsEdit.import')}
          send={importFile}
          template={{
            mutate: (_input, options) => exporting.mutate(filters, options),
            isPending: exporting.isPending,
          }}
          onFinished={reload}
          onClose={() => setImporting(false)}
        />
      )}
    </ListPage>
  );
}

/**
 * /trade-agreements-ascertainment/achievements-edit: the achievement % of goal levers (and growth
 * levers ascertained from evidence) typed or imported, saved as a job that recalculates.
 */
export function AchievementsEditPage() {
  if (!mayOpenRoute(paths.ascertainmentAchievementsEdit.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <AchievementsEditList />;
}

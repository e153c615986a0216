import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { TARGET_EXECUTION_SORT_COLUMNS, type TTargetExecution } from '@trade-terms/domain/target-execution';
import { Button, Form, Input, Space, type TableProps } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { ImportJobDialog } from '../../../components/import-job-dialog';
import { ListPage } from '../../../components/list-page/list-page';
import { NewButton } from '../../../components/list-page/new-button';
import { RowActions } from '../../../components/list-page/row-actions';
import { ServerTable } from '../../../components/list-page/server-table';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../platform/i18n';
import { firstListState, type ListSort, listSearchOf } from '../../../platform/list-state';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import { useListState } from '../../../platform/use-list-state';
import { useOpenedRecord } from '../../../platform/use-opened-record';
import { formatInstant } from '../../../platform/value-format';
import { useDownloadAnswersTemplate, useImportAnswers } from '../api/import-answers';
import { useRemoveAnswer } from '../api/remove-answer';
import { useSearchAnswers } from '../api/search-answers';
import { storeComplianceKeys } from '../api/store-compliance-keys';
import { answerDisplay } from '../compliance-view';
import { AnswerDrawer } from './answer-drawer';

const EDIT_ROLE = 'ROLE_EDITAR_EXECUCAO_META';

interface AnswerFilters {
  competenceFrom?: string | undefined;
  competenceTo?: string | undefined;
  search?: string | undefined;
}

type SortColumn = (typeof TARGET_EXECUTION_SORT_COLUMNS)[number];
const SORT: ListSort<SortColumn> = { sortable: TARGET_EXECUTION_SORT_COLUMNS, defaultSort: 'competence' };
const FIRST_STATE = firstListState<SortColumn, AnswerFilters>(SORT, {});
/** The latest competences first. */
const FIRST = { ...FIRST_STATE, query: { ...FIRST_STATE.query, direction: 'desc' as const } };

/** The list's filters, applied together: a competence window and a text in store or question. */
function AnswerFilterBar({ onApply }: { onApply: (filters: AnswerFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AnswerFilters>();
  return (
    <Form<AnswerFilters>
      form={form}
      layout="vertical"
      initialValues={{ competenceFrom: null, competenceTo: null }}
      onFinish={(values) =>
        onApply({
          competenceFrom: values.competenceFrom ?? undefined,
          competenceTo: values.competenceTo ?? undefined,
          search: values.search?.trim() || undefined,
        })
      }
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '0 16px' }}
    >
      <Form.Item name="competenceFrom" label={t('targetExecution.competenceFrom')}>
        <CompetencePicker allowClear />
      </Form.Item>
      <Form.Item name="competenceTo" label={t('targetExecution.competenceTo')}>
        <CompetencePicker allowClear />
      </Form.Item>
      <Form.Item name="search" label={t('targetExecution.searchText')}>
        <Input allowClear maxLength={100} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit">
          {t('targetExecution.filter')}
        </Button>
      </Form.Item>
    </Form>
  );
}

function TargetExecutionList() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const feedback = useFeedback();
  const canEdit = hasRole(EDIT_ROLE);
  const list = useListState(FIRST, SORT);
  const answers = useSearchAnswers(listSearchOf(list.state));
  const drawer = useOpenedRecord();
  const remove = useRemoveAnswer();
  const importFile = useImportAnswers();
  const template = useDownloadAnswersTemplate();
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  // An ended import may have written answers: the list and the reports read them again.
  const onImported = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: storeComplianceKeys.answers() });
  }, [queryClient]);
  const rowName = (row: TTargetExecution) => t('targetExecution.rowName', { id: row.id });
  const subjectOf = (row: TTargetExecution) => {
    if (row.productCode) return `${row.productCode} — ${row.productName ?? ''}`;
    if (row.categoryCode) return `${row.categoryCode} — ${row.categoryName ?? ''}`;
    return t('targetExecution.subjectStore');
  };

  const columns: TableProps<TTargetExecution>['columns'] = [
    { key: 'competence', title: t('fields.competence'), sorter: true, render: (_v, row) => row.competence },
    {
      key: 'storeCode',
      title: t('targetExecution.store'),
      sorter: true,
      render: (_v, row) => `${row.storeCode} — ${row.storeName}`,
    },
    {
      key: 'questionCode',
      title: t('targetExecution.question'),
      sorter: true,
      render: (_v, row) => `${row.questionCode} — ${row.question}`,
    },
    { key: 'subject', title: t('targetExecution.subject'), render: (_v, row) => subjectOf(row) },
    {
      key: 'answer',
      title: t('targetExecution.answer'),
      render: (_v, row) => answerDisplay(row, language, t),
    },
    { key: 'updatedBy', title: t('targetExecution.updatedBy'), render: (_v, row) => row.updatedBy ?? '—' },
    {
      key: 'updatedAt',
      title: t('targetExecution.updatedAt'),
      sorter: true,
      render: (_v, row) => formatInstant(row.updatedAt, language),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      width: 110,
      render: (_v, row) => (
        <RowActions
          name={rowName(row)}
          canEdit={canEdit}
          onOpen={() => drawer.open(row.id)}
          onRemove={() =>
            remove.mutate(
              { id: row.id, version: row.version },
              { onSuccess: () => feedback.success(t('success.removed')), onError: feedback.failure },
            )
          }
        />
      ),
    },
  ];

  return (
    <ListPage
      title={t('targetExecution.title')}
      actions={
        <Space wrap>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={template.isPending}
            onClick={() => template.mutate(undefined, { onError: feedback.failure })}
          >
            {t('registerScreens.template')}
          </Button>
          {canEdit && (
            <>
              <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
                {t('targetExecution.import')}
              </Button>
              <NewButton label={t('targetExecution.new')} onClick={drawer.openNew} />
            </>
          )}
        </Space>
      }
    >
      <AnswerFilterBar onApply={(filters) => list.setFilters(filters)} />
      <ServerTable<TTargetExecution>
        list={list}
        result={answers}
        columns={columns}
        scroll={{ x: 'max-content' }}
      />
      {drawer.opened && <AnswerDrawer id={drawer.opened.id} canEdit={canEdit} onClose={drawer.close} />}
      {canEdit && (
        <ImportJobDialog
          open={importing}
          title={t('targetExecution.importTitle')}
          send={importFile}
          template={template}
          onFinished={onImported}
          onClose={() => setImporting(false)}
        />
      )}
    </ListPage>
  );
}

/** /calc/target-execution: the goal-execution answers of the audited stores, keyed in or imported. */
export function TargetExecutionPage() {
  if (!mayOpenRoute(paths.targetExecution.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <TargetExecutionList />;
}

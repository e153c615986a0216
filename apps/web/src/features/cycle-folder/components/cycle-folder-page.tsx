import { CYCLES, type TCycleFolder } from '@trade-terms/domain/cycle-folders';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { AppSelect } from '../../../components/form/app-select';
import { NumberInput } from '../../../components/form/number-input';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { FormDialog } from '../../../components/form-dialog';
import { NotFoundResult } from '../../../components/not-found-result';
import { PageTitle } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../platform/api-error';
import { clearChangedFieldErrors } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { usePublishPageCrumb } from '../../../platform/page-crumb';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import {
  type FolderMove,
  type TCycleFolderSaveInput,
  useCycleFolder,
  useCycleFolderLines,
  useMoveCycleFolder,
  useSaveCycleFolder,
} from '../api/cycle-folders';
import {
  type FolderFormValues,
  folderFormFailure,
  folderMovesOf,
  formValuesOf,
  isFolderField,
  MOVE_DONE,
  MOVE_LABELS,
  mayEditFolder,
  newFolderValues,
  STATUS_COLORS,
  STATUS_LABELS,
  saveInputOf,
} from '../cycle-folder-view';
import { approvalStepItems, DisapprovalNotice } from './approval-state';
import { CycleActionsTable } from './cycle-actions-table';
import { CycleFolderAddenda } from './cycle-folder-addenda';
import { CycleFolderTotals } from './cycle-folder-totals';
import { DisapprovalDialog } from './disapproval-dialog';

const FORM_ID = 'cycle-folder-form';
const HEADER_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: '0 24px',
} as const;

/** Where the folder stands: its status, planning, approval step and, when disapproved, why. */
function FolderState({ folder }: { folder: TCycleFolder }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          {
            key: 'status',
            label: t('cycleFolderScreens.fields.status'),
            children: <Tag color={STATUS_COLORS[folder.status]}>{t(STATUS_LABELS[folder.status])}</Tag>,
          },
          {
            key: 'planning',
            label: t('cycleFolderScreens.fields.planning'),
            children: t(
              folder.planningOpen ? 'cycleFolderScreens.planning.open' : 'cycleFolderScreens.planning.closed',
            ),
          },
          ...approvalStepItems(t, folder.approval, 'cycleFolder.status.EM_APROVACAO'),
        ]}
      />
      {folder.status === 'REPROVADA' && <DisapprovalNotice justification={folder.disapprovalJustification} />}
    </Flex>
  );
}

/** The moves of a saved folder: each sent with the version read; a stale one reloads the folder. */
function FolderMoves({
  folder,
  unsaved,
  reload,
  onStale,
}: {
  folder: TCycleFolder;
  /** The form holds changes not saved yet: a folder is sent as saved, so it must be saved first. */
  unsaved: boolean;
  reload: () => Promise<unknown>;
  onStale: (texts: string[]) => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const move = useMoveCycleFolder();
  const [asking, setAsking] = useState<'disapprove' | 'close' | null>(null);
  const [dialog] = Form.useForm<{ justification?: string }>();
  const moves = folderMovesOf(folder, hasRole);
  const run = async (which: FolderMove, justification?: string) => {
    try {
      await move.mutateAsync({
        move: which,
        id: folder.id,
        version: folder.version,
        ...(justification === undefined ? {} : { justification }),
      });
      feedback.success(t(MOVE_DONE[which]));
      setAsking(null);
    } catch (error) {
      feedback.failure(error);
      if (error instanceof ApiError && error.status === 409) {
        setAsking(null);
        await reload();
        onStale([t('cycleFolderScreens.staleReloaded')]);
      }
    }
  };
  if (moves.length === 0) return null;
  return (
    <>
      {moves.map((each) => (
        <Button
          key={each}
          type={each === 'approve' || each === 'sendToApproval' ? 'primary' : 'default'}
          danger={each === 'disapprove' || each === 'close'}
          loading={move.isPending && move.variables?.move === each}
          disabled={move.isPending || (unsaved && each === 'sendToApproval')}
          onClick={() => (each === 'disapprove' || each === 'close' ? setAsking(each) : void run(each))}
        >
          {t(MOVE_LABELS[each])}
        </Button>
      ))}
      {unsaved && moves.includes('sendToApproval') && (
        <Typography.Text type="secondary">{t('cycleFolderScreens.moves.saveBeforeSending')}</Typography.Text>
      )}
      {asking === 'disapprove' && (
        <DisapprovalDialog
          title="cycleFolderScreens.moves.disapprove"
          pending={move.isPending}
          onClose={() => setAsking(null)}
          onConfirm={(justification) => void run('disapprove', justification)}
        />
      )}
      {asking === 'close' && (
        <FormDialog<object>
          form={dialog}
          title={t('cycleFolderScreens.moves.closeConfirmTitle')}
          okText={t('cycleFolderScreens.moves.close')}
          danger
          pending={move.isPending}
          onClose={() => setAsking(null)}
          onFinish={() => void run('close')}
        >
          <Typography.Paragraph>{t('cycleFolderScreens.moves.closeConfirm')}</Typography.Paragraph>
        </FormDialog>
      )}
    </>
  );
}

/**
 * The folder's one editor, full page: creates at /cycleFolder/register, plans and moves at
 * /cycleFolder/edit/:id. The header's year, cycle, channel and business unit are fixed once the
 * folder exists; its actions change while its status lets them and the user may edit.
 */
function FolderEditor({ folder, reload }: { folder: TCycleFolder | null; reload: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<FolderFormValues>();
  const save = useSaveCycleFolder();
  const [stale, setStale] = useState<string[]>([]);
  const editable = mayEditFolder(folder, hasRole);
  const [year, cycle, channel, commodity] = [
    Form.useWatch('year', form),
    Form.useWatch('cycle', form),
    Form.useWatch('channel', form),
    Form.useWatch('commodity', form),
  ];
  const keyComplete = Boolean(year && cycle && channel && commodity);
  const lines = useCycleFolderLines(
    editable && keyComplete
      ? {
          year: year as number,
          cycle: cycle as number,
          channel: channel as string,
          commodity: commodity as string,
        }
      : null,
  );
  const savedLabels = new Map(folder?.actions.map((action) => [action.mapLineId, action.mapLineLabel]) ?? []);
  const lineLabel = (id: number) => savedLabels.get(id) ?? String(id);
  // What the form holds against what it was given: any change not saved yet (typed, an action
  // added, cancelled or removed). The editor is rebuilt from each version read, so a save, which
  // moves the version, starts it clean again.
  const watchedActions = Form.useWatch('actions', { form, preserve: true });
  const watchedDescription = Form.useWatch('description', form);
  const snapshot = JSON.stringify([watchedDescription, watchedActions]);
  const given = useRef<string | null>(null);
  if (given.current === null && watchedActions !== undefined) given.current = snapshot;
  const unsaved = given.current !== null && snapshot !== given.current;
  const editing = useEditForm({
    form,
    isField: isFolderField,
    check: (input: TCycleFolderSaveInput) => folderFormFailure(language, input),
    save: save.mutateAsync,
    onSaved: (saved) => {
      if (!folder) navigate(paths.cycleFolderEdit.href(saved.id), { replace: true });
    },
    // Someone changed the folder first: the form shows what is current now.
    onConflict: async (failure) => {
      await reload();
      return [...failure.general, t('cycleFolderScreens.staleReloaded')];
    },
  });
  const submit = () => {
    setStale([]);
    // The whole store: the actions' ids and statuses have no field of their own.
    const values = form.getFieldsValue(true) as FolderFormValues;
    void editing.submit(saveInputOf(values, folder ? { id: folder.id, version: folder.version } : null));
  };
  const fixed = folder !== null || !editable;

  return (
    <Flex vertical gap={16}>
      {folder && (
        <Card>
          <FolderState folder={folder} />
        </Card>
      )}
      <FormProblems texts={[...stale, ...editing.general]} />
      {folder && !editable && <Alert type="info" showIcon title={t('cycleFolderScreens.readOnly')} />}
      <Form<FolderFormValues>
        form={form}
        id={FORM_ID}
        layout="vertical"
        disabled={!editable}
        initialValues={folder ? formValuesOf(folder) : newFolderValues(new Date())}
        onFinish={submit}
        onValuesChange={(changed) => clearChangedFieldErrors(form, changed)}
      >
        <Flex vertical gap={16}>
          <Card title={t('cycleFolderScreens.header')}>
            <div style={HEADER_GRID}>
              <Form.Item name="year" label={t('cycleFolderScreens.fields.year')} required>
                <NumberInput min={2000} max={2100} precision={0} disabled={fixed} />
              </Form.Item>
              <Form.Item name="cycle" label={t('cycleFolderScreens.fields.cycle')} required>
                <AppSelect<number>
                  disabled={fixed}
                  options={CYCLES.map((each) => ({
                    value: each,
                    label: t('cycleFolderScreens.cycleOption', { cycle: each }),
                  }))}
                />
              </Form.Item>
              <Form.Item name="channel" label={t('cycleFolderScreens.fields.channel')} required>
                <RegisterCodeSelect register="channel" disabled={fixed} />
              </Form.Item>
              <Form.Item name="commodity" label={t('cycleFolderScreens.fields.commodity')} required>
                <RegisterCodeSelect register="commodity" disabled={fixed} />
              </Form.Item>
              <Form.Item
                name="description"
                label={t('cycleFolderScreens.fields.description')}
                required
                style={{ gridColumn: '1 / -1' }}
              >
                <Input maxLength={200} />
              </Form.Item>
            </div>
            {!folder && (
              <Typography.Text type="secondary">{t('cycleFolderScreens.commodityFixed')}</Typography.Text>
            )}
          </Card>
          <Card title={t('cycleFolderScreens.actions.title')}>
            <Flex vertical gap={12}>
              {editable && !keyComplete && (
                <Alert type="info" showIcon title={t('cycleFolderScreens.actions.headerFirst')} />
              )}
              <CycleActionsTable
                form={form}
                editable={editable}
                lines={lines.data ?? []}
                linesLoading={lines.isFetching}
                lineLabel={lineLabel}
              />
            </Flex>
          </Card>
          <CycleFolderTotals form={form} lines={lines.data ?? []} lineLabel={lineLabel} />
        </Flex>
      </Form>
      {folder && <CycleFolderAddenda folder={folder} />}
      {/* Outside the form, so a read-only folder's moves and their dialogs are not disabled with it. */}
      <Flex gap={8} wrap>
        <Button onClick={() => navigate(paths.cycleFolders.href())}>
          {t('cycleFolderScreens.moves.back')}
        </Button>
        {editable && (
          <Button type="primary" htmlType="submit" form={FORM_ID} loading={save.isPending}>
            {t('cycleFolderScreens.moves.save')}
          </Button>
        )}
        {folder && <FolderMoves folder={folder} unsaved={unsaved} reload={reload} onStale={setStale} />}
      </Flex>
    </Flex>
  );
}

/** /cycleFolder/register: a new folder. */
export function CycleFolderRegisterPage() {
  const { t } = useTranslation();
  if (!mayOpenRoute(paths.cycleFolderRegister.path, signedInUser()?.authorities ?? null)) {
    return <ForbiddenResult />;
  }
  return (
    <Flex vertical gap={16}>
      <PageTitle>{t('cycleFolderScreens.registerTitle')}</PageTitle>
      <FolderEditor folder={null} reload={async () => undefined} />
    </Flex>
  );
}

function CycleFolderEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const folder = useCycleFolder(id);
  usePublishPageCrumb(pathname, folder.data?.description ?? null);
  if (folder.isPending) return <PageLoader />;
  if (folder.isError) return <Alert type="error" showIcon title={t('cycleFolderScreens.notFound')} />;
  const { data } = folder;
  return (
    <Flex vertical gap={16}>
      <PageTitle>
        {t('cycleFolderScreens.editTitleNamed', {
          year: data.year,
          cycle: data.cycle,
          description: data.description,
        })}
      </PageTitle>
      {/* Rebuilt from each version read: a save or a move shows the folder as it is now. */}
      <FolderEditor key={data.version} folder={data} reload={() => folder.refetch()} />
    </Flex>
  );
}

/** /cycleFolder/edit/:id: the folder read, to plan it and move it (sent with the version read). */
export function CycleFolderEditPage() {
  const { id } = useParams();
  const number = Number(id);
  if (!mayOpenRoute(paths.cycleFolderEdit.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  if (!Number.isInteger(number) || number <= 0) return <NotFoundResult />;
  return <CycleFolderEdit key={number} id={number} />;
}

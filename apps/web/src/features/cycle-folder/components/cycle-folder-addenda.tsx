import type { TCycleFolderAddendum } from '@trade-terms/domain/cycle-folder-addenda';
import type { TCycleFolder } from '@trade-terms/domain/cycle-folders';
import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { Alert, Button, Card, Drawer, Flex, Form, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { hasRole } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import {
  type AddendumMove,
  useCycleFolderAddenda,
  useMoveCycleFolderAddendum,
  useSaveCycleFolderAddendum,
} from '../api/cycle-folder-addenda';
import { useCycleFolderLines } from '../api/cycle-folders';
import {
  ADDENDUM_STATUS_COLORS,
  ADDENDUM_STATUS_LABELS,
  type AddendumFormValues,
  addendumFormValuesOf,
  addendumSaveInputOf,
  mayOpenAddendum,
  mayWriteAddendum,
} from '../cycle-folder-addendum-view';
import { CycleActionsTable } from './cycle-actions-table';
import { DisapprovalDialog } from './disapproval-dialog';

const FORM_ID = 'cycle-folder-addendum-form';

const MOVE_LABELS = {
  sendToApproval: 'cycleFolderAddendum.screens.send',
  approve: 'cycleFolderAddendum.screens.approve',
  disapprove: 'cycleFolderAddendum.screens.disapprove',
  remove: 'cycleFolderAddendum.screens.remove',
} as const;
const MOVE_DONE = {
  sendToApproval: 'cycleFolderAddendum.screens.sent',
  approve: 'cycleFolderAddendum.screens.approved',
  disapprove: 'cycleFolderAddendum.screens.disapproved',
  remove: 'cycleFolderAddendum.screens.removed',
} as const;

/**
 * The addendum's editor, in a drawer: the folder's active actions as the addendum leaves them
 * (replanned in place, cancelled, or new rows added) and the justification; only what differs
 * from the folder is sent.
 */
function AddendumEditor({
  folder,
  addendum,
  onClose,
}: {
  folder: TCycleFolder;
  addendum: TCycleFolderAddendum | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddendumFormValues>();
  const save = useSaveCycleFolderAddendum();
  const lines = useCycleFolderLines({
    year: folder.year,
    cycle: folder.cycle,
    channel: folder.channel,
    commodity: folder.commodity,
  });
  const savedLabels = new Map(folder.actions.map((action) => [action.mapLineId, action.mapLineLabel]));
  const editing = useEditForm({
    form,
    isField: (path) => path.length === 1 && path[0] === 'justification',
    save: save.mutateAsync,
    onSaved: onClose,
    onConflict: async (failure) => failure.general,
  });
  const submit = () => {
    const values = form.getFieldsValue(true) as AddendumFormValues;
    void editing.submit(addendumSaveInputOf(values, folder, addendum));
  };
  return (
    <Drawer
      open
      size="min(1200px, 100vw)"
      title={
        addendum
          ? t('cycleFolderAddendum.screens.editTitle', { number: addendum.number })
          : t('cycleFolderAddendum.screens.new')
      }
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="end">
          <Button onClick={onClose}>{t('cycleFolderAddendum.screens.cancel')}</Button>
          <Button type="primary" htmlType="submit" form={FORM_ID} loading={save.isPending}>
            {t('cycleFolderAddendum.screens.save')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Alert type="info" showIcon title={t('cycleFolderAddendum.screens.hint')} />
        <FormProblems texts={editing.general} />
        <Form<AddendumFormValues>
          form={form}
          id={FORM_ID}
          layout="vertical"
          initialValues={addendumFormValuesOf(folder, addendum)}
          onFinish={submit}
        >
          <Form.Item
            name="justification"
            label={t('cycleFolderAddendum.screens.justification')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('cycleFolderAddendum.error.justificationRequired'),
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
          </Form.Item>
          <CycleActionsTable
            form={form}
            editable
            lines={lines.data ?? []}
            linesLoading={lines.isFetching}
            lineLabel={(id) => savedLabels.get(id) ?? String(id)}
          />
        </Form>
      </Flex>
    </Drawer>
  );
}

/** The moves one addendum offers this user, in the order of the buttons. */
function movesOf(addendum: TCycleFolderAddendum, mayWrite: boolean): AddendumMove[] {
  const moves: AddendumMove[] = [];
  if (addendum.status === 'EM_CADASTRO' && mayWrite) moves.push('sendToApproval', 'remove');
  if (addendum.status === 'EM_APROVACAO' && addendum.approval?.canDecide) moves.push('approve', 'disapprove');
  return moves;
}

/** The "Aditivos" card of an approved folder: its addenda, their moves, and a new one. */
export function CycleFolderAddenda({ folder }: { folder: TCycleFolder }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const addenda = useCycleFolderAddenda(folder.id);
  const move = useMoveCycleFolderAddendum();
  const [editing, setEditing] = useState<TCycleFolderAddendum | 'new' | null>(null);
  const [disapproving, setDisapproving] = useState<TCycleFolderAddendum | null>(null);
  const mayWrite = mayWriteAddendum(folder, hasRole);
  const list = addenda.data ?? [];
  if (folder.status !== 'APROVADA' && list.length === 0) return null;
  const run = async (addendum: TCycleFolderAddendum, which: AddendumMove, justification?: string) => {
    try {
      await move.mutateAsync({
        move: which,
        id: addendum.id,
        version: addendum.version,
        ...(justification === undefined ? {} : { justification }),
      });
      feedback.success(t(MOVE_DONE[which]));
      setDisapproving(null);
    } catch (error) {
      feedback.failure(error);
    }
  };
  return (
    <Card
      title={t('cycleFolderAddendum.screens.title')}
      extra={
        mayWrite && mayOpenAddendum(list) ? (
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('cycleFolderAddendum.screens.new')}
          </Button>
        ) : null
      }
    >
      <Table<TCycleFolderAddendum>
        rowKey="id"
        size="small"
        loading={addenda.isPending}
        pagination={false}
        dataSource={list}
        locale={{ emptyText: t('cycleFolderAddendum.screens.empty') }}
        columns={[
          { key: 'number', title: t('cycleFolderAddendum.screens.number'), dataIndex: 'number', width: 64 },
          {
            key: 'status',
            title: t('cycleFolderAddendum.screens.status'),
            render: (_, addendum) => (
              <Space orientation="vertical" size={0}>
                <Tag color={ADDENDUM_STATUS_COLORS[addendum.status]}>
                  {t(ADDENDUM_STATUS_LABELS[addendum.status])}
                </Tag>
                {addendum.approval &&
                  t('cycleFolderScreens.approvalStep', {
                    step: addendum.approval.step,
                    count: addendum.approval.stepCount,
                  })}
              </Space>
            ),
          },
          {
            key: 'justification',
            title: t('cycleFolderAddendum.screens.justification'),
            render: (_, addendum) => (
              <Space orientation="vertical" size={0}>
                {addendum.justification}
                {addendum.disapprovalJustification &&
                  t('cycleFolderAddendum.screens.disapprovedBecause', {
                    justification: addendum.disapprovalJustification,
                  })}
              </Space>
            ),
          },
          {
            key: 'changes',
            title: t('cycleFolderAddendum.screens.changes'),
            render: (_, addendum) =>
              t('cycleFolderAddendum.screens.changeCounts', {
                added: addendum.changes.filter((change) => change.kind === 'NOVA').length,
                replanned: addendum.changes.filter((change) => change.kind === 'REPLANEJAMENTO').length,
                cancelled: addendum.changes.filter((change) => change.kind === 'CANCELAMENTO').length,
              }),
          },
          {
            key: 'moves',
            title: t('cycleFolderAddendum.screens.moves'),
            render: (_, addendum) => (
              <Flex gap={8} wrap>
                {addendum.status === 'EM_CADASTRO' && mayWrite && (
                  <Button
                    size="small"
                    aria-label={t('cycleFolderAddendum.screens.editTitle', { number: addendum.number })}
                    onClick={() => setEditing(addendum)}
                  >
                    {t('cycleFolderAddendum.screens.edit')}
                  </Button>
                )}
                {movesOf(addendum, mayWrite).map((which) => (
                  <Button
                    key={which}
                    size="small"
                    type={which === 'approve' || which === 'sendToApproval' ? 'primary' : 'default'}
                    danger={which === 'disapprove' || which === 'remove'}
                    disabled={move.isPending}
                    onClick={() =>
                      which === 'disapprove' ? setDisapproving(addendum) : void run(addendum, which)
                    }
                  >
                    {t(MOVE_LABELS[which])}
                  </Button>
                ))}
              </Flex>
            ),
          },
        ]}
      />
      {editing && (
        <AddendumEditor
          folder={folder}
          addendum={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {disapproving && (
        <DisapprovalDialog
          title="cycleFolderAddendum.screens.disapprove"
          pending={move.isPending}
          onClose={() => setDisapproving(null)}
          onConfirm={(justification) => void run(disapproving, 'disapprove', justification)}
        />
      )}
    </Card>
  );
}

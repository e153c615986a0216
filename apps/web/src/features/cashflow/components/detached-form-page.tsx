import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { cashflowCalls } from '@trade-terms/domain/calls/cashflow-calls';
import type { TDetached } from '@trade-terms/domain/cashflow';
import { JUSTIFICATION_MAX_LENGTH } from '@trade-terms/domain/justification';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import {
  SUPPORTING_DOCUMENT_EXTENSIONS,
  SUPPORTING_DOCUMENT_MAX_BYTES,
} from '@trade-terms/domain/supporting-documents';
import { checkUpload } from '@trade-terms/domain/uploads';
import { Alert, Button, Card, Flex, Form, Input, List, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { ForbiddenResult } from '../../../components/forbidden-result';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { DecimalInput } from '../../../components/form/decimal-input';
import { RegisterCodeSelect, SAP_PAYERS } from '../../../components/form/register-codes-select';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { saveExportFile, uploadBodyOf } from '../../../platform/file-transfer';
import { type FieldPath, schemaCheck } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { hasRole, signedInUser } from '../../../platform/session';
import { useFeedback } from '../../../platform/use-feedback';
import {
  downloadEvidence,
  type TDetachedSaveInput,
  useDetached,
  useSaveDetached,
} from '../api/detached-ascertainments';
import { MOVE_LABELS, movesOf, STATUS_COLORS, STATUS_LABELS } from '../cashflow-view';
import { useDetachedMoves } from './use-detached-moves';

interface FormValues {
  customer?: string | null;
  payer?: string | null;
  budgetType?: string | null;
  commodity?: string | null;
  competence?: string | null;
  value?: string | null;
  justification?: string;
}

const FIELDS = [
  'customer',
  'payer',
  'budgetType',
  'commodity',
  'competence',
  'value',
  'justification',
  'evidence',
];
const isField = (path: FieldPath) => path.length === 1 && FIELDS.includes(String(path[0]));

function valuesOf(record: TDetached | undefined): FormValues {
  if (!record) return {};
  return {
    customer: record.customer,
    payer: record.payer,
    budgetType: record.budgetType,
    commodity: record.commodity,
    competence: record.competence,
    value: record.value,
    justification: record.justification,
  };
}

/** The evidence of the record: kept files (removable while editable), removed ones, and new ones. */
function EvidenceField({
  record,
  editable,
  kept,
  onKeptChange,
  files,
  onFilesChange,
}: {
  record: TDetached | undefined;
  editable: boolean;
  kept: number[];
  onKeptChange: (kept: number[]) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [problems, setProblems] = useState<string[]>([]);
  const stored = record?.evidence ?? [];
  const download = async (id: number) => {
    try {
      saveExportFile(await downloadEvidence(id));
    } catch (error) {
      feedback.failure(error);
    }
  };
  return (
    <Flex vertical gap={8}>
      {stored.length + files.length > 0 && (
        <List
          size="small"
          bordered
          dataSource={[
            ...stored.map((file) => ({ key: `s${file.id}`, stored: file, file: null })),
            ...files.map((file, index) => ({ key: `n${index}`, stored: null, file })),
          ]}
          renderItem={(item) => {
            const name = item.stored?.name ?? item.file?.name ?? '';
            const removed = item.stored ? item.stored.removed || !kept.includes(item.stored.id) : false;
            return (
              <List.Item
                actions={[
                  ...(item.stored
                    ? [
                        <Button
                          key="download"
                          type="link"
                          size="small"
                          icon={<DownloadOutlined aria-hidden />}
                          aria-label={t('cashflow.actions.download', { name })}
                          onClick={() => void download(item.stored?.id ?? 0)}
                        />,
                      ]
                    : []),
                  ...(editable && !item.stored?.removed && !removed
                    ? [
                        <Button
                          key="remove"
                          type="link"
                          size="small"
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          aria-label={t('cashflow.actions.removeEvidence', { name })}
                          onClick={() =>
                            item.stored
                              ? onKeptChange(kept.filter((id) => id !== item.stored?.id))
                              : onFilesChange(files.filter((file) => file !== item.file))
                          }
                        />,
                      ]
                    : []),
                ]}
              >
                <Typography.Text delete={removed}>{name}</Typography.Text>
                {removed && <Tag style={{ marginInlineStart: 8 }}>{t('cashflow.evidenceRemoved')}</Tag>}
              </List.Item>
            );
          }}
        />
      )}
      {editable && (
        <Upload
          accept={SUPPORTING_DOCUMENT_EXTENSIONS.join(',')}
          multiple
          showUploadList={false}
          beforeUpload={(file) => {
            const found = checkUpload(
              { name: file.name, size: file.size, type: file.type },
              { accept: SUPPORTING_DOCUMENT_EXTENSIONS, maxBytes: SUPPORTING_DOCUMENT_MAX_BYTES },
            );
            setProblems(found.map((problem) => `${file.name}: ${t(problem.key)}`));
            if (found.length === 0) onFilesChange([...files, file]);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{t('cashflow.actions.addEvidence')}</Button>
        </Upload>
      )}
      {problems.map((text) => (
        <Typography.Text key={text} type="danger">
          {text}
        </Typography.Text>
      ))}
      {editable && <Typography.Text type="secondary">{t('cashflow.evidenceHint')}</Typography.Text>}
    </Flex>
  );
}

function DetachedForm({ record }: { record: TDetached | undefined }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveDetached();
  const moves = useDetachedMoves();
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<number[]>(
    (record?.evidence ?? []).filter((file) => !file.removed).map((file) => file.id),
  );
  const editable = (!record || record.status === 'EM_VALIDACAO') && hasRole('ROLE_EDITAR_APURACAO_AVULSO');
  const schema = schemaCheck<TDetachedSaveInput>(cashflowCalls.save.body, language);
  const editing = useEditForm({
    form,
    isField,
    check: (input: TDetachedSaveInput) => {
      const failure = schema(input) ?? { fields: [], general: [] };
      // The server refuses a record without evidence; the form says so at once.
      if ((input.evidence?.length ?? 0) + (input.keptEvidenceIds?.length ?? 0) === 0)
        failure.fields.push({ name: ['evidence'], errors: [t('errors.required')] });
      return failure.fields.length > 0 || failure.general.length > 0 ? failure : null;
    },
    save: save.mutateAsync,
    onSaved: (saved) => {
      setFiles([]);
      setKept(saved.evidence.filter((file) => !file.removed).map((file) => file.id));
      if (!record) navigate(paths.cashflowNewCounting.href(saved.id), { replace: true });
    },
  });
  const submit = async (values: FormValues) =>
    editing.submit({
      ...(record ? { id: record.id, version: record.version } : {}),
      customer: values.customer ?? '',
      payer: values.payer ?? '',
      budgetType: values.budgetType ?? '',
      commodity: values.commodity ?? '',
      competence: values.competence ?? '',
      value: values.value ?? '',
      justification: values.justification ?? '',
      evidence: await Promise.all(files.map(uploadBodyOf)),
      keptEvidenceIds: kept,
    });
  const user = { id: signedInUser()?.id ?? 0, may: hasRole };
  const required = [{ required: true, message: t('errors.required') }];
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={record ? t('cashflow.editTitle', { id: record.id }) : t('cashflow.registerTitle')}
        actions={<LinkButton to={paths.cashflow.href()}>{t('cashflow.actions.back')}</LinkButton>}
      />
      <Card>
        {record && (
          <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
            <Tag color={STATUS_COLORS[record.status]}>{t(STATUS_LABELS[record.status])}</Tag>
            {record.status === 'EM_APROVACAO' && record.approval && (
              <Typography.Text type="secondary">
                {t('cashflow.step', {
                  step: record.approval.currentStep,
                  stepCount: record.approval.stepCount,
                })}
              </Typography.Text>
            )}
            {movesOf(record, user).map((move) => (
              <Button
                key={move}
                danger={move === 'disapprove' || move === 'cancel'}
                type={move === 'send' || move === 'approve' ? 'primary' : 'default'}
                loading={moves.pending}
                onClick={() => moves.start(move, record)}
              >
                {t(MOVE_LABELS[move])}
              </Button>
            ))}
          </Flex>
        )}
        {record?.decisionJustification && (
          <Alert type="warning" showIcon title={record.decisionJustification} style={{ marginBottom: 16 }} />
        )}
        {record?.cancelJustification && (
          <Alert type="info" showIcon title={record.cancelJustification} style={{ marginBottom: 16 }} />
        )}
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={valuesOf(record)}
          onFinish={submit}
          disabled={!editable}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
            gap: '0 16px',
          }}
        >
          <div style={{ gridColumn: '1 / -1' }}>
            <FormProblems texts={editing.general} />
          </div>
          <Form.Item name="customer" label={t('cashflow.fields.customer')} rules={required}>
            <RegisterCodeSelect register="customer" />
          </Form.Item>
          <Form.Item name="payer" label={t('cashflow.fields.payer')} rules={required}>
            <RegisterCodeSelect register="customer" flagged={SAP_PAYERS} />
          </Form.Item>
          <Form.Item name="budgetType" label={t('cashflow.fields.budgetType')} rules={required}>
            <RegisterCodeSelect register="budgetType" />
          </Form.Item>
          <Form.Item name="commodity" label={t('cashflow.fields.commodity')} rules={required}>
            <RegisterCodeSelect register="commodity" />
          </Form.Item>
          <Form.Item name="competence" label={t('cashflow.fields.competence')} rules={required}>
            <CompetencePicker />
          </Form.Item>
          <Form.Item name="value" label={t('cashflow.fields.value')} rules={required}>
            <DecimalInput kind="money" min="0" />
          </Form.Item>
          <Form.Item
            name="justification"
            label={t('cashflow.fields.justification')}
            rules={[{ required: true, whitespace: true, message: t('errors.required') }]}
            style={{ gridColumn: '1 / -1' }}
          >
            <Input.TextArea rows={3} maxLength={JUSTIFICATION_MAX_LENGTH} showCount />
          </Form.Item>
          <Form.Item
            name="evidence"
            label={t('cashflow.fields.evidence')}
            required
            style={{ gridColumn: '1 / -1' }}
          >
            <EvidenceField
              record={record}
              editable={editable}
              kept={kept}
              onKeptChange={setKept}
              files={files}
              onFilesChange={setFiles}
            />
          </Form.Item>
          {editable && (
            <Flex gap={8} style={{ gridColumn: '1 / -1' }}>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('cashflow.actions.save')}
              </Button>
            </Flex>
          )}
        </Form>
      </Card>
      {moves.dialog}
    </Flex>
  );
}

function DetachedScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const known = Number.isInteger(id) && id > 0 ? id : null;
  const detached = useDetached(known);
  if (known !== null && !detached.data) return detached.isError ? <ForbiddenResult /> : <PageLoader />;
  // Keyed by id and version: a save or a move rebuilds the form from what is current.
  return (
    <DetachedForm
      key={`${detached.data?.id ?? 'new'}-${detached.data?.version ?? 0}`}
      record={detached.data}
    />
  );
}

/** /cashflow/newCounting: registers a detached ascertainment; `?id=` shows one, editable under validation. */
export function DetachedFormPage() {
  if (!mayOpenRoute(paths.cashflowNewCounting.path, signedInUser()?.authorities ?? null))
    return <ForbiddenResult />;
  return <DetachedScreen />;
}

import { APPROVAL_ACTION_TYPES } from '@trade-terms/domain/approval-engine';
import type { TApprovalFlow } from '@trade-terms/domain/approval-flows';
import { PAYMENT_ORIGINS } from '@trade-terms/domain/payment-origins';
import type { TNamedRef } from '@trade-terms/domain/records';
import { Alert, Button, Col, Drawer, Flex, Form, Input, Row, Select, Skeleton, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { ApiError, failureTexts } from '../../../platform/api-error';
import {
  clientFormFailure,
  type FieldPath,
  formFailureOf,
  showFieldErrors,
} from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { useFeedback } from '../../../platform/use-feedback';
import { useFlow } from '../api/get-flow';
import { useProfileOptions } from '../api/get-profile-options';
import { useSaveFlow } from '../api/save-flow';
import {
  type FlowFormValues,
  flowFormErrors,
  formValuesOf,
  knownUsersOf,
  NEW_FLOW,
  toSaveInput,
} from '../flow-form';
import { StepsEditor } from './steps-editor';

const TOP_FIELDS = new Set([
  'actionType',
  'name',
  'requesterProfileId',
  'channel',
  'budgetType',
  'paymentOrigin',
]);
/** Fields the form shows; a rule about the steps list as a whole is told above the form. */
const isField = (path: FieldPath) =>
  TOP_FIELDS.has(path.join('.')) || /^steps\.\d+\.(responsibleIds|notifiedIds)$/.test(path.join('.'));

const FORM_ID = 'approval-flow-form';

function FlowForm({
  flow,
  canEdit,
  save,
  onSaved,
}: {
  flow: TApprovalFlow | undefined;
  canEdit: boolean;
  save: ReturnType<typeof useSaveFlow>;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<FlowFormValues>();
  const [general, setGeneral] = useState<string[]>([]);
  const profiles = useProfileOptions();
  const feedback = useFeedback();
  // Names of the users in the steps, for messages that name them.
  const userNames = useRef(new Map<number, string>());
  const rememberNames = (users: readonly TNamedRef[]) => {
    for (const user of users) userNames.current.set(user.id, user.name);
  };
  const knownUsers = knownUsersOf(flow);

  const submit = async (values: FlowFormValues) => {
    setGeneral([]);
    const input = toSaveInput(values, flow);
    rememberNames(knownUsers.filter((user) => !userNames.current.has(user.id)));
    const nameOf = (userId: number) => userNames.current.get(userId) ?? `#${userId}`;
    const problems = clientFormFailure(flowFormErrors(language, input, nameOf), isField);
    if (problems.fields.length > 0 || problems.general.length > 0) {
      showFieldErrors(form, problems.fields);
      setGeneral(problems.general);
      return;
    }
    try {
      await save.mutateAsync(input);
      feedback.success(t('common.saved'));
      onSaved();
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 409 &&
        error.mensagens.some((m) => m.codigo === 'STALE_VERSION')
      ) {
        feedback.failure(error);
        return;
      }
      const failure = formFailureOf(error, isField, t('errors.internalServerError'));
      showFieldErrors(form, failure.fields);
      setGeneral(failure.general);
    }
  };

  const disabled = !canEdit;
  return (
    <Form
      id={FORM_ID}
      form={form}
      layout="vertical"
      initialValues={flow ? formValuesOf(flow) : NEW_FLOW}
      onFinish={submit}
      disabled={disabled}
    >
      {general.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={general.length === 1 ? general[0] : undefined}
          description={
            general.length > 1 ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {general.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="actionType" label={t('approvalFlows.actionType')} required>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={APPROVAL_ACTION_TYPES.map((type) => ({
                value: type,
                label: t(`approval.actionType.${type}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('common.name')} required>
            <Input maxLength={150} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 0 }}>
        {t('approvalFlows.criteria')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('approvalFlows.criteriaHelp')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="requesterProfileId" label={t('approvalFlows.requesterProfile')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('common.anyValue')}
              loading={profiles.isLoading}
              options={(profiles.data ?? []).map((profile) => ({ value: profile.id, label: profile.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="channel" label={t('approvalFlows.channel')}>
            <RegisterCodeSelect register="channel" placeholder={t('common.anyValue')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="budgetType" label={t('approvalFlows.budgetType')}>
            <RegisterCodeSelect register="budgetType" placeholder={t('common.anyValue')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="paymentOrigin" label={t('approvalFlows.paymentOrigin')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('common.anyValue')}
              options={PAYMENT_ORIGINS.map((origin) => ({
                value: origin,
                label: t(`approvalFlows.paymentOrigin.${origin}`),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 0 }}>
        {t('approvalFlows.steps')}
      </Typography.Title>
      <StepsEditor form={form} knownUsers={knownUsers} onUsersPicked={rememberNames} disabled={disabled} />
    </Form>
  );
}

export interface ApprovalFlowDrawerProps {
  /** The flow to show or change; null creates one. */
  flowId: number | null;
  canEdit: boolean;
  onClose: () => void;
}

export function ApprovalFlowDrawer({ flowId, canEdit, onClose }: ApprovalFlowDrawerProps) {
  const { t } = useTranslation();
  const detail = useFlow(flowId);
  const save = useSaveFlow();
  const title =
    flowId === null
      ? t('approvalFlows.new')
      : canEdit
        ? t('approvalFlows.editTitle')
        : (detail.data?.name ?? '');
  return (
    <Drawer
      open
      title={title}
      aria-label={title}
      size={760}
      onClose={onClose}
      closable={{ 'aria-label': t('common.close') }}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{canEdit ? t('common.cancel') : t('common.close')}</Button>
          {canEdit && (
            <Button
              type="primary"
              htmlType="submit"
              form={FORM_ID}
              loading={save.isPending}
              disabled={detail.isLoading}
            >
              {t('common.save')}
            </Button>
          )}
        </Flex>
      }
    >
      {flowId !== null && detail.isLoading && <Skeleton active />}
      {flowId !== null && detail.isError && (
        <Alert type="error" showIcon title={failureTexts(detail.error, (key) => t(key)).join(' ')} />
      )}
      {(flowId === null || detail.data) && (
        <FlowForm
          // A reloaded flow (after someone else saved it) rebuilds the form with its values.
          key={detail.data ? `${detail.data.id}-${detail.data.version}` : 'new'}
          flow={detail.data}
          canEdit={canEdit}
          save={save}
          onSaved={onClose}
        />
      )}
    </Drawer>
  );
}

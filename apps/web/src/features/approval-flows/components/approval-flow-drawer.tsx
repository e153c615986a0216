import { APPROVAL_ACTION_TYPES } from '@trade-terms/domain/approval-engine';
import type { TApprovalFlow } from '@trade-terms/domain/approval-flows';
import { PAYMENT_ORIGINS } from '@trade-terms/domain/payment-origins';
import type { TNamedRef } from '@trade-terms/domain/records';
import { Col, Form, Input, Row, Select, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerForm, type DrawerFormProps, editDrawerOf } from '../../../components/edit-form/edit-drawer';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { useEditForm } from '../../../components/edit-form/use-edit-form';
import { RegisterCodeSelect } from '../../../components/form/register-codes-select';
import { clientFormFailure, type FieldPath } from '../../../platform/form-errors';
import { currentLanguage } from '../../../platform/i18n';
import { profileSelectOptions, useProfileOptions } from '../../../platform/profile-options';
import { useFlow } from '../api/get-flow';
import { type TSaveFlowInput, useSaveFlow } from '../api/save-flow';
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

/** Shows a flow, and to users with the edit role creates or changes one. */
export const ApprovalFlowDrawer = editDrawerOf({
  useDetail: useFlow,
  useSave: useSaveFlow,
  titles: { create: 'approvalFlows.new', edit: 'approvalFlows.editTitle' },
  form: FlowForm,
  size: 760,
});

type FormProps = DrawerFormProps<TApprovalFlow, ReturnType<typeof useSaveFlow>>;

function FlowForm({ formId, record: flow, canEdit, save, onSaved }: FormProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<FlowFormValues>();
  const profiles = useProfileOptions();
  // Names of the users in the steps, for messages that name them.
  const userNames = useRef(new Map<number, string>());
  const rememberNames = (users: readonly TNamedRef[]) => {
    for (const user of users) userNames.current.set(user.id, user.name);
  };
  const knownUsers = knownUsersOf(flow);
  const editing = useEditForm({
    form,
    isField,
    check: (input: TSaveFlowInput) => {
      rememberNames(knownUsers.filter((user) => !userNames.current.has(user.id)));
      const nameOf = (userId: number) => userNames.current.get(userId) ?? `#${userId}`;
      return clientFormFailure(flowFormErrors(language, input, nameOf), isField);
    },
    save: save.mutateAsync,
    onSaved,
  });

  const disabled = !canEdit;
  return (
    <DrawerForm
      drawer={{ formId, canEdit }}
      form={form}
      initialValues={flow ? formValuesOf(flow) : NEW_FLOW}
      onFinish={(values: FlowFormValues) => editing.submit(toSaveInput(values, flow))}
    >
      <FormProblems texts={editing.general} />
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
              options={profileSelectOptions(profiles.data)}
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
    </DrawerForm>
  );
}

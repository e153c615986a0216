import { DeleteOutlined } from '@ant-design/icons';
import {
  type CatalogueLever,
  FUNDS_TYPES,
  type TAgreement,
  type TAgreementLever,
} from '@trade-terms/domain/agreements';
import { sumMoney } from '@trade-terms/domain/money';

import { Button, Card, ConfigProvider, Flex, Form, Input, Radio, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/edit-form/form-problems';
import { AppSelect } from '../../../components/form/app-select';
import { DecimalInput } from '../../../components/form/decimal-input';
import { RegisterCodeSelect, RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { MODEL_LABELS } from '../../../platform/calculation-labels';
import { currentLanguage } from '../../../platform/i18n';
import { formatValue } from '../../../platform/value-format';
import {
  type EventFormValues,
  LEVER_SCOPE_FIELDS,
  MONEY_VALUE_FIELDS,
  valueFieldsOf,
} from '../agreement-form';
import { FUNDS_LABELS, SCOPE_LABELS, VALUE_FIELD_LABELS } from '../agreement-labels';
import { InactiveSinceTag, LeverAvailabilityActions } from './lever-availability';
import { LeverActions, LeverStatusTag, PendingValues } from './lever-change';
import { LeverDetailButton } from './lever-detail-dialog';
import { LeverEvents } from './lever-events';
import { FieldGrid } from './main-info-step';

/** A SAP customer of the agreement's holding. */
export interface HoldingCustomer {
  code: string;
  name: string;
  sapPayer: boolean;
}

const SCOPE_REGISTERS = {
  categories: 'category',
  brands: 'brand',
  productGroups: 'productsGroup',
  ppaProducts: 'ppaProduct',
  skus: 'sku',
} as const;

/** The sum of a quota-event lever's events as typed so far: what it is expected to pay in the year. */
function eventsSum(events: readonly Partial<EventFormValues>[] | undefined): string {
  return sumMoney(
    (events ?? []).map((event) => (event?.value && /^\d+(\.\d+)?$/.test(event.value) ? event.value : '0')),
  );
}

/** Holds the lever's id in the form: the card's title names it, its problems show above the fields. */
function LeverId() {
  return null;
}

/** Parts that stay enabled in a read-only form: a lever's values on an approved agreement, its tags. */
function ValuesScope({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <ConfigProvider componentDisabled={false}>{children}</ConfigProvider> : children;
}

/** A lever as an approved (or closed) agreement holds it, with its status and actions. */
export interface StoredLever {
  agreement: TAgreement;
  lever: TAgreementLever;
  /** Only its values may change now (the rest of the form is read-only). */
  valuesEditable: boolean;
  /** After an action on the lever the screen shows the agreement as it now is. */
  onChanged: () => void;
  /** An approved or closed agreement's levers show their status, pending values and actions. */
  showsStatus: boolean;
}

/** One lever of the agreement: its values by model, funds, scope, customers and payers, events. */
export function LeverCard({
  lever,
  known,
  customers,
  onRemove,
  disabled,
  stored,
}: {
  /** The lever's position in the form's list. */
  lever: number;
  known: CatalogueLever | undefined;
  customers: readonly HoldingCustomer[];
  onRemove: () => void;
  disabled: boolean;
  stored?: StoredLever | undefined;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const form = Form.useFormInstance();
  const events = Form.useWatch(['levers', lever, 'events'], form) as EventFormValues[] | undefined;
  const name = known?.name ?? `#${form.getFieldValue(['levers', lever, 'leverId'])}`;
  const model = known?.calculationModel;
  const customerOptions = customers.map((customer) => ({
    value: customer.code,
    label: `${customer.code} - ${customer.name}`,
  }));
  return (
    <Card
      size="small"
      role="group"
      aria-label={name}
      title={
        // The tags keep their colours where the form is read-only.
        <ValuesScope open>
          <Space wrap>
            <span>{name}</span>
            {known && <Tag>{known.channel}</Tag>}
            {model && <Tag>{t(MODEL_LABELS[model])}</Tag>}
            {stored?.showsStatus && <LeverStatusTag lever={stored.lever} />}
            {stored?.showsStatus && <InactiveSinceTag lever={stored.lever} />}
          </Space>
        </ValuesScope>
      }
      extra={
        !disabled && (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('agreements.lever.remove', { name })}
            onClick={onRemove}
          />
        )
      }
    >
      <Form.Item name={[lever, 'leverId']} noStyle>
        <LeverId />
      </Form.Item>
      <Form.Item noStyle shouldUpdate>
        {() => <FormProblems texts={form.getFieldError(['levers', lever, 'leverId'])} />}
      </Form.Item>
      {stored && (
        <>
          <Flex gap={8} wrap style={{ marginBottom: 16 }}>
            <LeverDetailButton agreementId={stored.agreement.id} leverId={stored.lever.id} name={name} />
            <LeverAvailabilityActions
              agreement={stored.agreement}
              lever={stored.lever}
              name={name}
              onChanged={stored.onChanged}
            />
          </Flex>
          {stored.showsStatus && (
            <>
              <LeverActions
                agreement={stored.agreement}
                lever={stored.lever}
                name={name}
                onChanged={stored.onChanged}
              />
              <PendingValues lever={stored.lever} />
            </>
          )}
        </>
      )}
      <FieldGrid>
        <Form.Item name={[lever, 'fundsType']} label={t('agreements.lever.fundsType')} required>
          <Radio.Group
            optionType="button"
            options={FUNDS_TYPES.map((value) => ({ value, label: t(FUNDS_LABELS[value]) }))}
          />
        </Form.Item>
        <ValuesScope open={stored?.valuesEditable ?? false}>
          <Form.Item name={[lever, 'budgetType']} label={t('agreements.lever.budgetType')}>
            <RegisterCodeSelect register="budgetType" />
          </Form.Item>
          {valueFieldsOf(model).map(({ field, required }) => (
            <Form.Item
              key={field}
              name={[lever, field]}
              label={t(VALUE_FIELD_LABELS[field])}
              required={required}
            >
              <DecimalInput kind={MONEY_VALUE_FIELDS.has(field) ? 'money' : 'percentage'} />
            </Form.Item>
          ))}
          {model === 'QUOTA_EVENT' ? (
            <Form.Item label={t('agreements.lever.expectedYearlyValue')}>
              <Typography.Text aria-live="polite">
                {formatValue('money', eventsSum(events), language)}
              </Typography.Text>
            </Form.Item>
          ) : (
            <Form.Item
              name={[lever, 'expectedYearlyValue']}
              label={t('agreements.lever.expectedYearlyValue')}
            >
              <DecimalInput kind="money" />
            </Form.Item>
          )}
        </ValuesScope>
        <Form.Item name={[lever, 'commodity']} label={t('agreements.lever.commodity')} required>
          <RegisterCodeSelect register="commodity" />
        </Form.Item>
        <Form.Item name={[lever, 'goalDescription']} label={t('agreements.lever.goalDescription')}>
          <Input maxLength={200} />
        </Form.Item>
        {LEVER_SCOPE_FIELDS.map((field) => (
          <Form.Item key={field} name={[lever, field]} label={t(SCOPE_LABELS[field])}>
            <RegisterCodesSelect register={SCOPE_REGISTERS[field]} />
          </Form.Item>
        ))}
        <Form.Item name={[lever, 'customers']} label={t('agreements.lever.customers')} required>
          <AppSelect
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={customerOptions}
            notFoundContent={t('agreements.lever.noCustomers')}
          />
        </Form.Item>
        <Form.Item name={[lever, 'payers']} label={t('agreements.lever.payers')}>
          <AppSelect
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={customerOptions.filter((_option, index) => customers[index]?.sapPayer)}
            notFoundContent={t('agreements.lever.noPayers')}
          />
        </Form.Item>
      </FieldGrid>
      {model === 'QUOTA_EVENT' && (
        <ValuesScope open={stored?.valuesEditable ?? false}>
          <LeverEvents lever={lever} leverName={name} />
        </ValuesScope>
      )}
    </Card>
  );
}

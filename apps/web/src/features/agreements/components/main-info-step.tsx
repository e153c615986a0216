import { FUNDS_TYPES } from '@trade-terms/domain/agreements';
import { CALCULATION_BASES } from '@trade-terms/domain/levers';
import type { RegisterKey } from '@trade-terms/domain/registers';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppSelect } from '../../../components/form/app-select';
import { DecimalInput } from '../../../components/form/decimal-input';
import { RegisterCodeSelect, RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { WireDatePicker } from '../../../components/form/wire-date-picker';
import { BASIS_LABELS } from '../../../platform/calculation-labels';
import { FUNDS_LABELS } from '../agreement-labels';
import type { HoldingCustomer } from './lever-card';

/** The fields of the first step laid out on a grid that fills the width. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '0 20px' }}
    >
      {children}
    </div>
  );
}

/** Step 1: what the agreement is, with whom, where and when, and how it pays. */
export function MainInfoStep({
  customers,
  flags,
}: {
  customers: readonly HoldingCustomer[];
  /** The flags the holding offers (and the one the agreement names). */
  flags: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const text = (name: string, label: string, maxLength: number) => (
    <Form.Item name={name} label={label}>
      <Input maxLength={maxLength} />
    </Form.Item>
  );
  const code = (name: string, label: string, register: RegisterKey) => (
    <Form.Item name={name} label={label}>
      <RegisterCodeSelect register={register} />
    </Form.Item>
  );
  return (
    <FieldGrid>
      <Form.Item
        name="description"
        label={t('agreements.description')}
        required
        style={{ gridColumn: 'span 2' }}
      >
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="economicGroup" label={t('agreements.holding')} required>
        <RegisterCodeSelect register="economicGroup" />
      </Form.Item>
      <Form.Item name="flag" label={t('agreements.flag')} extra={t('agreements.flagHelp')}>
        <AppSelect allowClear options={flags.map((flag) => ({ value: flag.id, label: flag.name }))} />
      </Form.Item>
      <Form.Item name="channels" label={t('agreements.channels')} required>
        <RegisterCodesSelect register="channel" />
      </Form.Item>
      <Form.Item name="validityStart" label={t('agreements.validityStart')} required>
        <WireDatePicker />
      </Form.Item>
      <Form.Item name="validityEnd" label={t('agreements.validityEnd')} required>
        <WireDatePicker />
      </Form.Item>
      {code('region', t('agreements.region'), 'region')}
      {text('district', t('agreements.district'), 100)}
      {code('segment', t('agreements.segment'), 'segment')}
      {code('businessUnit', t('agreements.businessUnit'), 'commodity')}
      {text('salesOrganization', t('agreements.salesOrganization'), 40)}
      {code('category', t('agreements.category'), 'category')}
      {text('countingPeriod', t('agreements.countingPeriod'), 40)}
      {text('budgetDescription', t('agreements.budgetDescription'), 300)}
      {text('opsoMeasure', t('agreements.opsoMeasure'), 40)}
      {text('ricMeasure', t('agreements.ricMeasure'), 40)}
      <Form.Item name="onOff" label={t('agreements.onOff')}>
        <AppSelect
          allowClear
          options={FUNDS_TYPES.map((value) => ({ value, label: t(FUNDS_LABELS[value]) }))}
        />
      </Form.Item>
      <Form.Item name="calculationBasis" label={t('agreements.calculationBasis')}>
        <AppSelect
          allowClear
          options={CALCULATION_BASES.map((value) => ({ value, label: t(BASIS_LABELS[value]) }))}
        />
      </Form.Item>
      {text('paymentDescription', t('agreements.paymentDescription'), 300)}
      <Form.Item name="paymentPercent" label={t('agreements.paymentPercent')}>
        <DecimalInput kind="percentage" max="100" />
      </Form.Item>
      {code('fundsType', t('agreements.fundsType'), 'budgetType')}
      {text('sapCode', t('agreements.sapCode'), 40)}
      <Form.Item name="payerSap" label={t('agreements.payerSap')}>
        <AppSelect
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={customers
            .filter((customer) => customer.sapPayer)
            .map((customer) => ({ value: customer.code, label: `${customer.code} - ${customer.name}` }))}
        />
      </Form.Item>
    </FieldGrid>
  );
}

import { AGREEMENT_STATUSES, SIGNATURE_STATUSES } from '@trade-terms/domain/agreements';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { DatePicker, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppSelect } from '../../../components/form/app-select';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { DATE_FORMATS, dayOfWireDate, toWireDate } from '../../../platform/dates';
import { currentLanguage } from '../../../platform/i18n';
import { SIGNATURE_LABELS, STATUS_LABELS } from '../agreement-labels';
import { type AgreementFilters, type FilterFormValues, filtersOf } from '../agreement-list';

type Window = [string | null, string | null] | null;

/** The validity window (here and on the SAP ON screen): two dates shown in the reader's order, valued DD/MM/YYYY. */
export function ValidityWindow({
  value,
  onChange,
  id,
}: {
  value?: Window;
  onChange?: (value: Window) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const format = DATE_FORMATS[currentLanguage()];
  return (
    <DatePicker.RangePicker
      id={id}
      format={format}
      placeholder={[t('agreements.filter.validFrom'), t('agreements.filter.validTo')]}
      allowEmpty={[true, true]}
      style={{ width: '100%' }}
      value={[value?.[0] ? dayOfWireDate(value[0]) : null, value?.[1] ? dayOfWireDate(value[1]) : null]}
      onChange={(days) =>
        onChange?.(days ? [days[0] ? toWireDate(days[0]) : null, days[1] ? toWireDate(days[1]) : null] : null)
      }
    />
  );
}

/** The list's filters, applied together by Search; Clear shows everything again. */
export function AgreementFilterBar({ onApply }: { onApply: (filters: AgreementFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterFormValues>();
  const choices = <K extends string>(values: readonly K[], labels: Record<K, MessageKey>) =>
    values.map((value) => ({ value, label: t(labels[value]) }));
  return (
    <FilterGrid<FilterFormValues>
      form={form}
      onSearch={(values) => onApply(filtersOf(values))}
      clearLabel={t('agreements.filter.clear')}
      onClear={() => onApply(filtersOf({}))}
    >
      <Form.Item name="search" label={t('agreements.filter.text')}>
        <Input allowClear maxLength={100} />
      </Form.Item>
      <Form.Item name="economicGroups" label={t('agreements.holding')}>
        <RegisterCodesSelect register="economicGroup" />
      </Form.Item>
      <Form.Item name="channels" label={t('agreements.channels')}>
        <RegisterCodesSelect register="channel" />
      </Form.Item>
      <Form.Item name="statuses" label={t('agreements.status')}>
        <AppSelect mode="multiple" allowClear options={choices(AGREEMENT_STATUSES, STATUS_LABELS)} />
      </Form.Item>
      <Form.Item name="signatureStatuses" label={t('agreements.signatureStatus')}>
        <AppSelect mode="multiple" allowClear options={choices(SIGNATURE_STATUSES, SIGNATURE_LABELS)} />
      </Form.Item>
      <Form.Item name="validity" label={t('agreements.validity')}>
        <ValidityWindow />
      </Form.Item>
      <Form.Item name="regions" label={t('agreements.regions')}>
        <RegisterCodesSelect register="region" />
      </Form.Item>
      <Form.Item name="businessUnits" label={t('agreements.businessUnits')}>
        <RegisterCodesSelect register="commodity" />
      </Form.Item>
      <Form.Item name="customer" label={t('agreements.filter.customer')}>
        <Input allowClear maxLength={40} />
      </Form.Item>
      <Form.Item
        name="cnpjRoot"
        label={t('agreements.filter.cnpjRoot')}
        rules={[{ pattern: /^\d{8}$/, message: t('validation.agreement.cnpjRoot') }]}
      >
        <Input allowClear maxLength={8} inputMode="numeric" />
      </Form.Item>
    </FilterGrid>
  );
}

import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppSelect } from '../../../components/form/app-select';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import {
  SAP_ON_STATE_OPTIONS,
  type SapOnFilters,
  type SapOnFilterValues,
  sapOnFiltersOf,
} from '../sap-on-view';
import { ValidityWindow } from './agreement-filters';

/** The SAP ON list's filters, applied together by Search; Clear shows every ON lever again. */
export function SapOnFilterBar({ onApply }: { onApply: (filters: SapOnFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SapOnFilterValues>();
  return (
    <FilterGrid<SapOnFilterValues>
      form={form}
      onSearch={(values) => onApply(sapOnFiltersOf(values))}
      clearLabel={t('agreements.filter.clear')}
      onClear={() => onApply(sapOnFiltersOf({}))}
    >
      <Form.Item name="search" label={t('sapOn.filter.text')}>
        <Input allowClear maxLength={100} />
      </Form.Item>
      <Form.Item name="channels" label={t('agreements.channels')}>
        <RegisterCodesSelect register="channel" />
      </Form.Item>
      <Form.Item name="economicGroups" label={t('agreements.holding')}>
        <RegisterCodesSelect register="economicGroup" />
      </Form.Item>
      <Form.Item name="businessUnits" label={t('agreements.businessUnits')}>
        <RegisterCodesSelect register="commodity" />
      </Form.Item>
      <Form.Item name="validity" label={t('agreements.validity')}>
        <ValidityWindow />
      </Form.Item>
      <Form.Item name="states" label={t('sapOn.filter.states')}>
        <AppSelect
          mode="multiple"
          allowClear
          options={SAP_ON_STATE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
        />
      </Form.Item>
    </FilterGrid>
  );
}

import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppSelect } from '../../../components/form/app-select';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { requiredRule } from '../../../components/form-rules';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { useComplianceLevers } from '../api/compliance-reports';
import { type ComplianceFilters, complianceFiltersOf, defaultWindow } from '../compliance-view';

/** The store-compliance levers of the catalogue the caller may see, several at once. */
function LeversSelect({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}) {
  const levers = useComplianceLevers();
  return (
    <AppSelect<number[]>
      id={id}
      mode="multiple"
      loading={levers.isFetching}
      value={value ?? []}
      onChange={(next) => onChange?.(next ?? [])}
      options={(levers.data?.list ?? []).map((lever) => ({
        value: lever.id,
        label: `${lever.name} (${lever.channel})`,
      }))}
    />
  );
}

/**
 * The filters both reports take, applied together by Search: the competence window (required,
 * the current year up to this month at first), channels, holdings, levers, regions and business
 * units. Clear goes back to the first window with no other filter.
 */
export function ComplianceFilterBar({ onApply }: { onApply: (filters: ComplianceFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ComplianceFilters>();
  const required = [requiredRule(t)];
  return (
    <FilterGrid<ComplianceFilters>
      form={form}
      initialValues={defaultWindow()}
      onSearch={(values) => onApply(complianceFiltersOf(values))}
      clearLabel={t('complianceReports.filter.clear')}
      onClear={() => onApply(complianceFiltersOf(defaultWindow()))}
    >
      <Form.Item name="competenceFrom" label={t('complianceReports.filter.from')} rules={required}>
        <CompetencePicker />
      </Form.Item>
      <Form.Item name="competenceTo" label={t('complianceReports.filter.to')} rules={required}>
        <CompetencePicker />
      </Form.Item>
      <Form.Item name="channels" label={t('complianceReports.filter.channels')}>
        <RegisterCodesSelect register="channel" />
      </Form.Item>
      <Form.Item name="economicGroups" label={t('complianceReports.filter.holdings')}>
        <RegisterCodesSelect register="economicGroup" />
      </Form.Item>
      <Form.Item name="leverIds" label={t('complianceReports.filter.levers')}>
        <LeversSelect />
      </Form.Item>
      <Form.Item name="regions" label={t('complianceReports.filter.regions')}>
        <RegisterCodesSelect register="region" />
      </Form.Item>
      <Form.Item name="businessUnits" label={t('complianceReports.filter.businessUnits')}>
        <RegisterCodesSelect register="commodity" />
      </Form.Item>
    </FilterGrid>
  );
}

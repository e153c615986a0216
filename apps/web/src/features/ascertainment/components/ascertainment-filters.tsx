import { FUNDS_TYPES, SIGNATURE_STATUSES } from '@trade-terms/domain/agreements';
import { currentCompetence } from '@trade-terms/domain/competence';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppSelect } from '../../../components/form/app-select';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { RegisterCodesSelect } from '../../../components/form/register-codes-select';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { type AscertainmentFilters, ascertainmentFiltersOf, SIGNATURE_LABELS } from '../ascertainment-view';

/** The filters the list starts with: the current month's competence (spec, section 9). */
export const FIRST_FILTERS: AscertainmentFilters = { competence: currentCompetence() };

/**
 * The list's filters, applied together by Search: competence (MM/YYYY, the current month at
 * first; cleared, every competence), business units, holdings, channels, ON/OFF and signature.
 * Clear goes back to the current month with no other filter.
 */
export function AscertainmentFilterBar({ onApply }: { onApply: (filters: AscertainmentFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AscertainmentFilters>();
  return (
    <FilterGrid<AscertainmentFilters>
      form={form}
      initialValues={FIRST_FILTERS}
      onSearch={(values) => onApply(ascertainmentFiltersOf(values))}
      clearLabel={t('ascertainmentScreens.clearFilters')}
      onClear={() => onApply(ascertainmentFiltersOf(FIRST_FILTERS))}
    >
      <Form.Item name="competence" label={t('ascertainmentScreens.competence')}>
        <CompetencePicker allowClear />
      </Form.Item>
      <Form.Item name="commodities" label={t('ascertainmentScreens.commodity')}>
        <RegisterCodesSelect register="commodity" />
      </Form.Item>
      <Form.Item name="economicGroups" label={t('ascertainmentScreens.holding')}>
        <RegisterCodesSelect register="economicGroup" />
      </Form.Item>
      <Form.Item name="channels" label={t('ascertainmentScreens.channels')}>
        <RegisterCodesSelect register="channel" />
      </Form.Item>
      <Form.Item name="fundsTypes" label={t('ascertainmentScreens.onOff')}>
        <AppSelect
          mode="multiple"
          allowClear
          options={FUNDS_TYPES.map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      <Form.Item name="signatureStatuses" label={t('ascertainmentScreens.signatureStatus')}>
        <AppSelect
          mode="multiple"
          allowClear
          options={SIGNATURE_STATUSES.map((value) => ({ value, label: t(SIGNATURE_LABELS[value]) }))}
        />
      </Form.Item>
    </FilterGrid>
  );
}

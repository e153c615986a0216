import { currentCompetence } from '@trade-terms/domain/competence';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompetencePicker } from '../../../components/form/competence-picker';
import { FilterGrid } from '../../../components/list-page/filter-grid';
import { type AscertainmentFilters, ascertainmentFiltersOf } from '../ascertainment-view';
import { FundsTypeFilterField, ScopeFilterFields, SignatureFilterField } from './scope-filter-fields';

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
      <ScopeFilterFields />
      <FundsTypeFilterField />
      <SignatureFilterField />
    </FilterGrid>
  );
}

import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { RegisterKey } from '@trade-terms/domain/registers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelHoldsText, recordLabel } from '../../platform/record-label';
import { useRegisterOptions } from '../../platform/register-options';
import { AppSelect } from './app-select';
import { ALL_OPTION_VALUE } from './multi-select';

export interface ReferenceSelectProps {
  /** The register the field points to. */
  references: RegisterKey;
  value?: number | typeof ALL_OPTION_VALUE | null;
  onChange?: (value: number | typeof ALL_OPTION_VALUE | null) => void;
  id?: string;
  disabled?: boolean;
  /** List filters offer the all option `*` first. */
  withAll?: boolean;
  'aria-label'?: string;
}

/**
 * A searchable select of another register's records: what is typed is searched on the server
 * (`opcoes`) in codes and names; the saved value is always asked for, so it shows even when
 * inactive or outside the first results.
 */
export function ReferenceSelect({
  references,
  value,
  onChange,
  withAll = false,
  ...rest
}: ReferenceSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const chosen = typeof value === 'number' ? [value] : undefined;
  const options = useRegisterOptions(REGISTER_DECLARATIONS[references], {
    limit: 20,
    ...(search ? { search } : {}),
    ...(chosen ? { ids: chosen } : {}),
  });
  const items = (options.data ?? []).map((option) => ({
    value: option.id as number | string,
    label: recordLabel(option),
  }));
  return (
    <AppSelect<number | string>
      {...rest}
      showSearch={{
        filterOption: (typed, option) =>
          option?.value === ALL_OPTION_VALUE || labelHoldsText(option?.label, typed),
        onSearch: (text) => setSearch(text.trim()),
      }}
      loading={options.isFetching}
      options={
        withAll ? [{ value: ALL_OPTION_VALUE, label: t('components.multiSelect.all') }, ...items] : items
      }
      value={value ?? undefined}
      onChange={(next) => {
        setSearch('');
        onChange?.(next === undefined || next === null ? null : (next as number | typeof ALL_OPTION_VALUE));
      }}
      allowClear={!withAll}
    />
  );
}

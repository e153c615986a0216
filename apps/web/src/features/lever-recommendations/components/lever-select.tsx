import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECT_MAX_LENGTH } from '../../../components/form/app-select';
import { useLeverOptions } from '../api/search-levers';

/**
 * One lever, kept by id: what is typed is searched by name on the server; the lever chosen
 * shows with its name when it is among the results, by id otherwise.
 */
export function LeverSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const levers = useLeverOptions(search);
  const items = (levers.data?.items ?? []).map((lever) => ({
    value: lever.id,
    label: `${lever.name} (${lever.channel})`,
  }));
  if (value && !items.some((item) => item.value === value)) items.unshift({ value, label: String(value) });
  return (
    <Select<number>
      id={id}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: (text) => setSearch(text.trim()) }}
      maxLength={SELECT_MAX_LENGTH}
      placeholder={t('components.select.placeholder')}
      loading={levers.isFetching}
      options={items}
      value={value ?? undefined}
      onChange={(next) => {
        setSearch('');
        onChange?.(next ?? null);
      }}
      allowClear
    />
  );
}

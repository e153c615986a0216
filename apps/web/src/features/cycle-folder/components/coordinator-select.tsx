import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELECT_MAX_LENGTH } from '../../../components/form/app-select';
import { useCoordinators } from '../api/folder-distributions';

const SEARCH_DELAY_MS = 300;

/** One active user as a region's coordinator, found by name or login on the server as the user types. */
export function CoordinatorSelect({
  value,
  knownName,
  onChange,
  disabled,
  'aria-label': label,
}: {
  value: number | null;
  /** The chosen coordinator's name as read, shown before any search brings it. */
  knownName: string | null;
  onChange: (id: number | null, name: string | null) => void;
  disabled?: boolean;
  'aria-label': string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const found = useCoordinators(search);
  const options = (found.data ?? []).map((user) => ({ value: user.id, label: user.name }));
  if (value !== null && !options.some((option) => option.value === value))
    options.unshift({ value, label: knownName ?? String(value) });
  return (
    <Select<number>
      aria-label={label}
      style={{ minWidth: 260 }}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      maxLength={SELECT_MAX_LENGTH}
      placeholder={t('components.select.placeholder')}
      loading={found.isFetching}
      disabled={disabled}
      value={value ?? undefined}
      options={options}
      onChange={(id) => onChange(id ?? null, options.find((option) => option.value === id)?.label ?? null)}
      allowClear
    />
  );
}

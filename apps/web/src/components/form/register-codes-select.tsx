import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { RegisterKey } from '@trade-terms/domain/registers';
import { Select } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelHoldsText, recordLabel } from '../../platform/record-label';
import { useRegisterOptions } from '../../platform/register-options';
import { SELECT_MAX_LENGTH } from './app-select';

export interface RegisterCodesSelectProps {
  /** The register whose records are chosen. */
  register: RegisterKey;
  /** The chosen records' codes (what fields such as a profile's domains keep). */
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
  style?: CSSProperties;
  /** Yes/no fields the offered records must have set (`['sapPayer']` for SAP payers). */
  flagged?: readonly string[];
}

/** The customers marked as SAP payers: the payer pickers offer only them. */
export const SAP_PAYERS = ['sapPayer'] as const;

/** The options of a select of codes: the typed text searched on the server, the chosen codes always asked for. */
function useCodeOptions(register: RegisterKey, chosen: readonly string[], flagged: readonly string[] = []) {
  const [search, setSearch] = useState('');
  const options = useRegisterOptions(REGISTER_DECLARATIONS[register], {
    limit: 20,
    ...(search ? { search } : {}),
    ...(chosen.length > 0 ? { codes: [...chosen] } : {}),
    ...(flagged.length > 0 ? { flagged: [...flagged] } : {}),
  });
  const known = new Set((options.data ?? []).map((option) => option.code));
  const items = [
    ...(options.data ?? []).map((option) => ({
      value: option.code,
      label: recordLabel(option),
    })),
    // A code saved before its record was removed still shows, so it can be taken out.
    ...chosen.filter((code) => !known.has(code)).map((code) => ({ value: code, label: code })),
  ];
  return { items, loading: options.isFetching, search: (text: string) => setSearch(text.trim()), setSearch };
}

/**
 * Several records of a register, kept by code: what is typed is searched on the server
 * (`opcoes`) in codes and names, and the chosen codes are always asked for, so they show with
 * their names even when inactive or outside the first results.
 */
export function RegisterCodesSelect({
  register,
  value,
  onChange,
  flagged,
  ...rest
}: RegisterCodesSelectProps) {
  const { t } = useTranslation();
  const chosen = value ?? [];
  const options = useCodeOptions(register, chosen, flagged);
  return (
    <Select<string[]>
      {...rest}
      mode="multiple"
      showSearch={{
        filterOption: (typed, option) => labelHoldsText(option?.label, typed),
        onSearch: options.search,
      }}
      maxLength={SELECT_MAX_LENGTH}
      placeholder={t('components.select.placeholder')}
      loading={options.loading}
      options={options.items}
      value={chosen}
      onChange={(next) => {
        options.setSearch('');
        onChange?.(next);
      }}
      allowClear
    />
  );
}

export interface RegisterCodeSelectProps extends Omit<RegisterCodesSelectProps, 'value' | 'onChange'> {
  /** The chosen record's code; null when none is chosen. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
}

/** One record of a register, kept by code (criteria such as an approval flow's channel). */
export function RegisterCodeSelect({
  register,
  value,
  onChange,
  placeholder,
  flagged,
  ...rest
}: RegisterCodeSelectProps) {
  const { t } = useTranslation();
  const options = useCodeOptions(register, value ? [value] : [], flagged);
  return (
    <Select<string>
      {...rest}
      showSearch={{
        filterOption: (typed, option) => labelHoldsText(option?.label, typed),
        onSearch: options.search,
      }}
      maxLength={SELECT_MAX_LENGTH}
      placeholder={placeholder ?? t('components.select.placeholder')}
      loading={options.loading}
      options={options.items}
      value={value || undefined}
      onChange={(next) => {
        options.setSearch('');
        onChange?.(next ?? null);
      }}
      allowClear
    />
  );
}

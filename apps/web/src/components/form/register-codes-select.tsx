import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { RegisterKey } from '@trade-terms/domain/registers';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordLabel } from '../../platform/record-label';
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
}

/**
 * Several records of a register, kept by code: what is typed is searched on the server
 * (`opcoes`) in codes and names, and the chosen codes are always asked for, so they show with
 * their names even when inactive or outside the first results.
 */
export function RegisterCodesSelect({ register, value, onChange, ...rest }: RegisterCodesSelectProps) {
  const { t } = useTranslation();
  const [texto, setTexto] = useState('');
  const chosen = value ?? [];
  const options = useRegisterOptions(REGISTER_DECLARATIONS[register], {
    limite: 20,
    ...(texto ? { texto } : {}),
    ...(chosen.length > 0 ? { codigos: chosen } : {}),
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
  return (
    <Select<string[]>
      {...rest}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: (text) => setTexto(text.trim()) }}
      maxLength={SELECT_MAX_LENGTH}
      placeholder={t('components.select.placeholder')}
      loading={options.isFetching}
      options={items}
      value={chosen}
      onChange={(next) => {
        setTexto('');
        onChange?.(next);
      }}
      allowClear
    />
  );
}

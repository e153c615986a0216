import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SELECT_MAX_LENGTH } from './app-select';

/** The value of the "all" option (spec, section 9). */
export const ALL_OPTION_VALUE = '*';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  options: readonly MultiSelectOption[];
  value?: readonly string[];
  onChange?: (values: string[]) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * Keeps the "all" option consistent with the choices: picking it selects everything, dropping
 * it clears everything, and the value holds `*` exactly when every option is chosen.
 */
export function nextMultiSelectValue(
  previous: readonly string[],
  next: readonly string[],
  options: readonly MultiSelectOption[],
): string[] {
  const all = options.map((option) => option.value);
  const hadAll = previous.includes(ALL_OPTION_VALUE);
  const hasAll = next.includes(ALL_OPTION_VALUE);
  if (hasAll && !hadAll) return [ALL_OPTION_VALUE, ...all];
  if (!hasAll && hadAll) return [];
  const chosen = next.filter((value) => value !== ALL_OPTION_VALUE);
  return all.length > 0 && chosen.length === all.length ? [ALL_OPTION_VALUE, ...chosen] : chosen;
}

/** A multiselect that shows how many items are chosen, with the `*` option for all of them. */
export function MultiSelect({ options, value = [], onChange, ...rest }: MultiSelectProps) {
  const { t } = useTranslation();
  const count = value.filter((item) => item !== ALL_OPTION_VALUE).length;
  return (
    <Select<string[]>
      mode="multiple"
      showSearch={{ optionFilterProp: 'label' }}
      maxLength={SELECT_MAX_LENGTH}
      placeholder={t('components.select.placeholder')}
      options={[{ value: ALL_OPTION_VALUE, label: t('components.multiSelect.all') }, ...options]}
      value={[...value]}
      onChange={(next) => onChange?.(nextMultiSelectValue(value, next, options))}
      maxTagCount={0}
      maxTagPlaceholder={() => t('components.multiSelect.count', { count })}
      allowClear
      {...rest}
    />
  );
}

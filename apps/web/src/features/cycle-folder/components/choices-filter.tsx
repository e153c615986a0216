import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** Several of a fixed list of choices (years, cycles, statuses); none chosen: all. */
export function ChoicesFilter<V extends string | number>({
  label,
  options,
  value,
  onChange,
  id,
}: {
  label: string;
  options: { value: V; label: string }[];
  value?: V[];
  onChange?: (value: V[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <Select<V[]>
      id={id}
      mode="multiple"
      allowClear
      placeholder={t('components.select.placeholder')}
      aria-label={label}
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}

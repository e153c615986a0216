import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

export interface SearchFilterProps {
  /** Names the box and shows in it. */
  label: string;
  /** The trimmed text, or undefined when the box was cleared. */
  onSearch: (text: string | undefined) => void;
  maxWidth?: number;
}

/** The free-text filter of a list: applied on Enter or the Search button, cleared with the box. */
export function SearchFilter({ label, onSearch, maxWidth = 420 }: SearchFilterProps) {
  const { t } = useTranslation();
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      enterButton={t('common.search')}
      style={{ maxWidth }}
      onSearch={(value) => onSearch(value.trim() || undefined)}
    />
  );
}

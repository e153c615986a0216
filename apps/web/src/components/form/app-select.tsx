import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** The spec's default limit of what can be typed in a select's search (section 9). */
export const SELECT_MAX_LENGTH = 50;

/** A single select that searches its labels, its search limited to 50 characters. */
export function AppSelect<Value>(props: SelectProps<Value>) {
  const { t } = useTranslation();
  return (
    <Select<Value>
      showSearch={{ optionFilterProp: 'label' }}
      maxLength={SELECT_MAX_LENGTH}
      placeholder={t('components.select.placeholder')}
      allowClear
      {...props}
    />
  );
}

import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEventTypes } from '../api/get-event-types';

export interface EventTypeFilterProps {
  value: string[];
  onChange: (eventTypes: string[]) => void;
}

/** Chosen event types narrow the calendar and its lists; none chosen shows every type. */
export function EventTypeFilter({ value, onChange }: EventTypeFilterProps) {
  const { t } = useTranslation();
  const eventTypes = useEventTypes();
  return (
    <Select
      mode="multiple"
      allowClear
      aria-label={t('calendar.eventTypeFilter')}
      placeholder={t('calendar.eventTypeFilter')}
      loading={eventTypes.isLoading}
      value={value}
      onChange={onChange}
      options={(eventTypes.data ?? []).map((type) => ({ value: type.name, label: type.name }))}
      style={{ width: '100%' }}
    />
  );
}

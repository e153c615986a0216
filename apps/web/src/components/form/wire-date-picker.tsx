import { DatePicker } from 'antd';
import { useMemo } from 'react';
import { DATE_FORMATS, dayOfWireDate, toWireDate } from '../../platform/dates';
import { currentLanguage } from '../../platform/i18n';
import { keepEnterInPicker } from './picker-enter';

export interface WireDatePickerProps {
  /** DD/MM/YYYY, the wire format, whatever the language shows. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  disabled?: boolean;
}

/** A date field valued in the wire format and shown the way the user's language writes dates. */
export function WireDatePicker({ value, onChange, ...rest }: WireDatePickerProps) {
  const format = DATE_FORMATS[currentLanguage()];
  // One date object per value, as in the competence picker: a new one on each render of the form
  // would put the value back into the field over what the user is typing.
  const picked = useMemo(() => (value ? dayOfWireDate(value) : null), [value]);
  return (
    <DatePicker
      {...rest}
      format={format}
      placeholder={format}
      value={picked}
      onChange={(day) => onChange?.(day ? toWireDate(day) : null)}
      onKeyDown={keepEnterInPicker}
      style={{ width: '100%' }}
    />
  );
}

import {
  COMPETENCE_FORMAT,
  competenceOf,
  currentCompetence,
  formatCompetence,
  parseCompetence,
} from '@trade-terms/domain/competence';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo } from 'react';
import { keepEnterInPicker } from './picker-enter';

export interface CompetencePickerProps {
  /** MM/YYYY. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  allowClear?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
}

/** A month picker shown and valued as MM/YYYY, starting on the current month (spec, section 9). */
export function CompetencePicker({ value, onChange, allowClear = false, ...rest }: CompetencePickerProps) {
  useEffect(() => {
    // The default is a real value of the form, not only what the field shows.
    if (value === undefined) onChange?.(currentCompetence());
  }, [value, onChange]);

  // One date object per value: a new object on every render of the form around the picker (a
  // query answering elsewhere on the page) makes the picker put its value back into the field,
  // over the month the user is typing.
  const picked = useMemo(() => {
    const competence = value ? parseCompetence(value) : null;
    return competence ? dayjs(new Date(competence.year, competence.month - 1, 1)) : null;
  }, [value]);
  return (
    <DatePicker
      {...rest}
      picker="month"
      format={COMPETENCE_FORMAT}
      placeholder={COMPETENCE_FORMAT}
      allowClear={allowClear}
      value={picked}
      onChange={(date) => onChange?.(date ? formatCompetence(competenceOf(date.toDate())) : null)}
      onKeyDown={keepEnterInPicker}
      style={{ width: '100%' }}
    />
  );
}

import {
  COMPETENCE_FORMAT,
  competenceOf,
  currentCompetence,
  formatCompetence,
  parseCompetence,
} from '@trade-terms/domain/competence';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
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

  const competence = value ? parseCompetence(value) : null;
  return (
    <DatePicker
      {...rest}
      picker="month"
      format={COMPETENCE_FORMAT}
      placeholder={COMPETENCE_FORMAT}
      allowClear={allowClear}
      value={competence ? dayjs(new Date(competence.year, competence.month - 1, 1)) : null}
      onChange={(date) => onChange?.(date ? formatCompetence(competenceOf(date.toDate())) : null)}
      onKeyDown={keepEnterInPicker}
      style={{ width: '100%' }}
    />
  );
}

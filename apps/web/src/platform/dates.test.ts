import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayOfWireDate, displayDay, displayWireDate, toWireDate } from './dates';

describe('dates on screen', () => {
  it('shows a wire date day first in pt-BR and month first in English', () => {
    expect(displayWireDate('05/03/2027', 'pt-BR')).toBe('05/03/2027');
    expect(displayWireDate('05/03/2027', 'en')).toBe('03/05/2027');
  });

  it('reads the wire date as the calendar day it names and writes it back the same', () => {
    const day = dayOfWireDate('31/12/2026');
    expect(day?.format('YYYY-MM-DD')).toBe('2026-12-31');
    expect(day && toWireDate(day)).toBe('31/12/2026');
  });

  it('leaves text that is no real date as it came', () => {
    expect(dayOfWireDate('31/02/2026')).toBeNull();
    expect(displayWireDate('amanhã', 'en')).toBe('amanhã');
  });

  it('formats a picked day in the user language', () => {
    expect(displayDay(dayjs('2027-01-09'), 'en')).toBe('01/09/2027');
    expect(displayDay(dayjs('2027-01-09'), 'pt-BR')).toBe('09/01/2027');
  });
});

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  eventsByDay,
  listSearch,
  monthSearch,
  PANEL_REFRESH_MS,
  panelRefetchInterval,
} from './calendar-search';

const event = (id: number, eventDate: string) => ({
  id,
  eventDate,
  description: `evento ${id}`,
  color: '#1677FF',
  eventType: 'Reunião',
  version: 1,
});

describe('calendar searches', () => {
  it('polls every 2000 ms while the panel is open and never while it is closed', () => {
    expect(PANEL_REFRESH_MS).toBe(2000);
    expect(panelRefetchInterval(true)).toBe(2000);
    expect(panelRefetchInterval(false)).toBe(false);
  });

  it('asks for the next events without a day, and for one day once chosen', () => {
    expect(listSearch(null, [])).toEqual({});
    expect(listSearch(dayjs('2027-03-05'), ['Feriado'])).toEqual({
      eventTypes: ['Feriado'],
      day: '05/03/2027',
    });
  });

  it('asks for the six weeks the month calendar shows', () => {
    // March 2027 starts on a Monday; weeks start on Sunday in the default locale.
    expect(monthSearch(dayjs('2027-03-17'), [])).toEqual({
      from: '28/02/2027',
      to: '10/04/2027',
      limit: 500,
    });
  });

  it('groups events by their day, keeping their order', () => {
    const days = eventsByDay([event(1, '05/03/2027'), event(2, '06/03/2027'), event(3, '05/03/2027')]);
    expect(days.get('05/03/2027')?.map((e) => e.id)).toEqual([1, 3]);
    expect(days.get('06/03/2027')?.map((e) => e.id)).toEqual([2]);
  });
});

import { describe, expect, it } from 'vitest';
import { ZCalendarEventSaveSchema, ZCalendarSearchSchema } from './calendar';
import { describeIssue, type ValidationIssue } from './validation-messages';

type ValidationIssueWithPath = ValidationIssue & { path: readonly PropertyKey[] };

const EVENT = { eventDate: '10/03/2026', description: 'Reunião', color: '#1677ff', eventType: 'Reunião' };

function problems(
  result: { error?: { issues: readonly ValidationIssueWithPath[] } | undefined },
  language: 'pt-BR' | 'en',
) {
  return (result.error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${describeIssue(language, issue)}`,
  );
}

describe('calendar event rules', () => {
  it('accepts an event with a DD/MM/YYYY date and a #RRGGBB colour', () => {
    expect(ZCalendarEventSaveSchema.safeParse(EVENT).success).toBe(true);
  });

  it('refuses colours that are not #RRGGBB', () => {
    for (const color of ['1677ff', '#16f', 'blue', '#1677fg', '#1677ff00']) {
      const result = ZCalendarEventSaveSchema.safeParse({ ...EVENT, color });
      expect(problems(result, 'pt-BR'), color).toEqual([
        'color: Cor inválida: use o formato hexadecimal #RRGGBB',
      ]);
    }
  });

  it('needs the version to change an event', () => {
    const result = ZCalendarEventSaveSchema.safeParse({ ...EVENT, id: 4 });
    expect(problems(result, 'en')).toEqual(['version: Give the version of the record to change it']);
    expect(ZCalendarEventSaveSchema.safeParse({ ...EVENT, id: 4, version: 2 }).success).toBe(true);
  });

  it('searches by a day or by a period, never both, and a period never ends before it starts', () => {
    expect(ZCalendarSearchSchema.parse({})).toEqual({ limit: 100 });
    expect(ZCalendarSearchSchema.safeParse({ day: '01/03/2026' }).success).toBe(true);
    expect(ZCalendarSearchSchema.safeParse({ from: '01/03/2026', to: '01/03/2026' }).success).toBe(true);
    expect(
      problems(ZCalendarSearchSchema.safeParse({ day: '01/03/2026', to: '02/03/2026' }), 'pt-BR'),
    ).toEqual(['day: Informe um dia ou um período, não ambos']);
    expect(
      problems(ZCalendarSearchSchema.safeParse({ from: '02/03/2026', to: '01/03/2026' }), 'pt-BR'),
    ).toEqual(['from: A data inicial não pode ser posterior à data final']);
  });
});

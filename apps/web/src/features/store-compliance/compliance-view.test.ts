import { describe, expect, it } from 'vitest';
import {
  answerDisplay,
  complianceFiltersOf,
  compliancePercentText,
  defaultWindow,
  reachedLabel,
} from './compliance-view';

describe('the compliance screens’ values', () => {
  it('open on January of the current year up to the current month', () => {
    expect(defaultWindow(new Date(2026, 10, 25))).toEqual({
      competenceFrom: '01/2026',
      competenceTo: '11/2026',
    });
    expect(defaultWindow(new Date(2027, 0, 3))).toEqual({
      competenceFrom: '01/2027',
      competenceTo: '01/2027',
    });
  });

  it('send only the filters that hold a choice', () => {
    expect(
      complianceFiltersOf({
        competenceFrom: '01/2026',
        competenceTo: '03/2026',
        channels: [],
        leverIds: [4],
        regions: undefined,
      }),
    ).toEqual({ competenceFrom: '01/2026', competenceTo: '03/2026', leverIds: [4] });
  });

  it('show the compliance % with four places in the reader’s format', () => {
    expect(compliancePercentText('80.0000', 'pt-BR')).toBe('80,0000%');
    expect(compliancePercentText('66.6667', 'en')).toBe('66.6667%');
    expect(compliancePercentText(null, 'en')).toBeNull();
  });

  it('say why a period cannot be judged', () => {
    expect(reachedLabel({ reached: true, auditedStores: 5 })).toBe('complianceReports.yes');
    expect(reachedLabel({ reached: false, auditedStores: 5 })).toBe('complianceReports.no');
    expect(reachedLabel({ reached: null, auditedStores: 0 })).toBe('complianceReports.noAuditedStores');
    expect(reachedLabel({ reached: null, auditedStores: 3 })).toBe('complianceReports.noThreshold');
  });

  it('read an answer in the reader’s language and number format', () => {
    const t = (key: string) => (key === 'complianceReports.yes' ? 'Sim' : 'Não');
    expect(answerDisplay({ answer: 'SIM', answerType: 'SIM_NAO' }, 'pt-BR', t)).toBe('Sim');
    expect(answerDisplay({ answer: 'NAO', answerType: 'SIM_NAO' }, 'pt-BR', t)).toBe('Não');
    expect(answerDisplay({ answer: '1234.5', answerType: 'NUMERO' }, 'pt-BR', t)).toBe('1.234,5');
    expect(answerDisplay({ answer: 'Gôndola cheia', answerType: 'TEXTO' }, 'en', t)).toBe('Gôndola cheia');
  });
});

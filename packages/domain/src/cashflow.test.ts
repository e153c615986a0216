import { describe, expect, it } from 'vitest';
import {
  CASHFLOW_TABS,
  canMoveDetached,
  cashflowColumnOf,
  DETACHED_STATUSES,
  monthsBetween,
  TAB_STATUS,
  ZCashflowRequestSchema,
  ZDetachedSaveSchema,
} from './cashflow';

const valid = {
  customer: '0001000102',
  payer: '0001000101',
  budgetType: 'VERBA-OFF',
  commodity: 'HPF',
  competence: '03/2026',
  value: '1500.5',
  justification: '  Ação sem acordo  ',
  evidence: [{ fileName: 'nota.pdf', content: 'JVBERi0=' }],
};

const problemsOf = (input: object) => {
  const result = ZDetachedSaveSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('detached ascertainments', () => {
  it('moves only where the status allows: edit and send under validation, decide under approval, cancel before approval or after a disapproval', () => {
    const allowed = (move: Parameters<typeof canMoveDetached>[0]) =>
      DETACHED_STATUSES.filter((status) => canMoveDetached(move, status));
    expect(allowed('edit')).toEqual(['EM_VALIDACAO']);
    expect(allowed('send')).toEqual(['EM_VALIDACAO']);
    expect(allowed('decide')).toEqual(['EM_APROVACAO']);
    expect(allowed('cancel')).toEqual(['EM_VALIDACAO', 'REPROVADA']);
  });

  it('gives every status one tab and puts registered and in-approval money in the forecast', () => {
    expect(CASHFLOW_TABS.map((tab) => TAB_STATUS[tab]).sort()).toEqual([...DETACHED_STATUSES].sort());
    expect(DETACHED_STATUSES.map(cashflowColumnOf)).toEqual(['forecast', 'forecast', 'approved', null, null]);
  });

  it('lists the months of a range across a year end', () => {
    expect(monthsBetween({ year: 2025, month: 11 }, { year: 2026, month: 2 })).toEqual([
      '11/2025',
      '12/2025',
      '01/2026',
      '02/2026',
    ]);
    expect(monthsBetween({ year: 2026, month: 3 }, { year: 2026, month: 2 })).toEqual([]);
  });

  it('reads a register with exact money, a trimmed justification and at least one field each', () => {
    const parsed = ZDetachedSaveSchema.parse(valid);
    expect([parsed.value, parsed.justification, parsed.keptEvidenceIds]).toEqual([
      '1500.50',
      'Ação sem acordo',
      [],
    ]);
    expect(problemsOf({ ...valid, value: '0' })).toEqual(['value: cashflow.error.valuePositive']);
    expect(problemsOf({ ...valid, value: '-1' })).toEqual(['value: validation.decimal.money']);
    expect(problemsOf({ ...valid, value: '1.005' })).toEqual(['value: validation.decimal.money']);
    expect(problemsOf({ ...valid, justification: ' ' })).toEqual(['justification: errors.required']);
    expect(problemsOf({ ...valid, justification: 'x'.repeat(501) })).toEqual([
      'justification: cashflow.error.justificationLength',
    ]);
    expect(problemsOf({ ...valid, customer: '', competence: '13/2026' })).toEqual([
      'customer: errors.required',
      'competence: cashflow.error.competenceFormat',
    ]);
  });

  it('asks the cash flow for an ordered range of at most 24 months', () => {
    const issues = (competenceFrom: string, competenceTo: string) => {
      const result = ZCashflowRequestSchema.safeParse({ competenceFrom, competenceTo });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(issues('01/2026', '12/2027')).toEqual([]);
    expect(issues('01/2026', '01/2028')).toEqual(['cashflow.error.rangeTooLong']);
    expect(issues('05/2026', '04/2026')).toEqual(['cashflow.error.rangeOrder']);
  });
});

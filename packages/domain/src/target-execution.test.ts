import { describe, expect, it } from 'vitest';
import { ZComplianceDetailSearchSchema, ZComplianceFiltersSchema } from './store-compliance-reports';
import { answerText, questionAskedIn, readAnswer, ZTargetExecutionSaveSchema } from './target-execution';

describe('a goal-execution answer', () => {
  it('is read as its question asks it', () => {
    expect(readAnswer('SIM_NAO', 'Sim')).toEqual({
      ok: true,
      value: { compliant: true, numericValue: null, textValue: null },
    });
    expect(readAnswer('SIM_NAO', 'NAO')).toMatchObject({ ok: true, value: { compliant: false } });
    expect(readAnswer('SIM_NAO', 'No')).toMatchObject({ ok: true, value: { compliant: false } });
    expect(readAnswer('SIM_NAO', 'talvez')).toEqual({
      ok: false,
      message: 'validation.targetExecution.yesNo',
    });
    expect(readAnswer('NUMERO', '3,5')).toMatchObject({ ok: true, value: { numericValue: '3.5000' } });
    expect(readAnswer('NUMERO', '1.234,25')).toMatchObject({
      ok: true,
      value: { numericValue: '1234.2500' },
    });
    expect(readAnswer('NUMERO', '12')).toMatchObject({ ok: true, value: { numericValue: '12.0000' } });
    expect(readAnswer('NUMERO', '-1')).toEqual({ ok: false, message: 'validation.targetExecution.number' });
    expect(readAnswer('NUMERO', '1.23456')).toEqual({
      ok: false,
      message: 'validation.targetExecution.number',
    });
    expect(readAnswer('TEXTO', '  Gôndola cheia ')).toMatchObject({
      ok: true,
      value: { textValue: 'Gôndola cheia' },
    });
    expect(readAnswer('TEXTO', 'x'.repeat(501))).toEqual({
      ok: false,
      message: 'validation.targetExecution.text',
    });
    expect(readAnswer('TEXTO', ' ')).toEqual({ ok: false, message: 'errors.required' });
  });

  it('travels as SIM or NAO, a plain number or its text', () => {
    expect(answerText({ compliant: true, numericValue: null, textValue: null })).toBe('SIM');
    expect(answerText({ compliant: false, numericValue: null, textValue: null })).toBe('NAO');
    expect(answerText({ compliant: null, numericValue: '3.5000', textValue: null })).toBe('3.5');
    expect(answerText({ compliant: null, numericValue: null, textValue: 'ok' })).toBe('ok');
  });

  it('is about a product or a category, not both, and names its version to change', () => {
    const base = { storeCode: 'lj-0001', competence: '02/2026', questionCode: 'q-gondola', answer: 'Sim' };
    expect(ZTargetExecutionSaveSchema.parse(base)).toMatchObject({
      storeCode: 'LJ-0001',
      questionCode: 'Q-GONDOLA',
      productCode: null,
      categoryCode: null,
    });
    const both = ZTargetExecutionSaveSchema.safeParse({
      ...base,
      productCode: 'TEP-1',
      categoryCode: 'TEC-1',
    });
    expect(both.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['categoryCode'], 'validation.targetExecution.oneSubject'],
    ]);
    expect(ZTargetExecutionSaveSchema.safeParse({ ...base, id: 3 }).error?.issues[0]?.path).toEqual([
      'version',
    ]);
    expect(ZTargetExecutionSaveSchema.safeParse({ ...base, competence: '13/2026' }).success).toBe(false);
  });

  it('is asked while its question is valid on a day of the competence', () => {
    const question = { validityStart: '2026-02-15', validityEnd: '2026-03-01' };
    expect(questionAskedIn(question, '02/2026')).toBe(true);
    expect(questionAskedIn(question, '03/2026')).toBe(true);
    expect(questionAskedIn(question, '01/2026')).toBe(false);
    expect(questionAskedIn(question, '04/2026')).toBe(false);
    expect(questionAskedIn({ validityStart: '2026-01-01', validityEnd: null }, '12/2030')).toBe(true);
  });
});

describe('the compliance reports’ filters', () => {
  it('need a window that runs forward and spans at most 36 months', () => {
    expect(
      ZComplianceFiltersSchema.safeParse({ competenceFrom: '01/2026', competenceTo: '12/2026' }).success,
    ).toBe(true);
    const backwards = ZComplianceFiltersSchema.safeParse({
      competenceFrom: '03/2026',
      competenceTo: '01/2026',
    });
    expect(backwards.error?.issues[0]?.message).toBe('validation.compliance.windowBackwards');
    const long = ZComplianceFiltersSchema.safeParse({ competenceFrom: '01/2024', competenceTo: '01/2027' });
    expect(long.error?.issues[0]?.message).toBe('validation.compliance.windowTooLong');
    expect(ZComplianceFiltersSchema.safeParse({ competenceTo: '01/2026' }).success).toBe(false);
  });

  it('page and sort the detail, codes in upper case', () => {
    expect(
      ZComplianceDetailSearchSchema.parse({
        competenceFrom: '01/2026',
        competenceTo: '03/2026',
        channels: ['hc'],
      }),
    ).toMatchObject({
      page: 1,
      pageSize: 20,
      sortBy: 'agreement',
      direction: 'asc',
      channels: ['HC'],
    });
  });
});

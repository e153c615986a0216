import { describe, expect, it } from 'vitest';
import {
  answerChanges,
  describeSapOnProblems,
  keptAnswer,
  readSapOnRow,
  sameTerms,
  sapOnAnswerProblems,
  sapOnColumnOf,
  sapOnStateOf,
  shownSapOnState,
  ZSapOnSaveSchema,
} from './agreement-sap-on';

const terms = { discountPercent: '1.5000', validityStart: '2026-01-01', validityEnd: '2026-12-31' };
const row = {
  agreementId: '12',
  leverId: '7',
  discountPercent: '1.5',
  validityStart: '01/01/2026',
  validityEnd: '31/12/2026',
};

describe('SAP conditions of ON levers', () => {
  it('shows a lever without an answer as pending, and a set-up condition for other terms as outdated', () => {
    expect(shownSapOnState(null, terms)).toBe('PENDENTE');
    expect(shownSapOnState({ state: 'CADASTRADA', terms: { ...terms, discountPercent: '1.5' } }, terms)).toBe(
      'CADASTRADA',
    );
    expect(
      shownSapOnState({ state: 'CADASTRADA', terms: { ...terms, validityEnd: '2027-03-31' } }, terms),
    ).toBe('DESATUALIZADA');
    expect(
      shownSapOnState({ state: 'CADASTRADA', terms: { ...terms, discountPercent: '2.0000' } }, terms),
    ).toBe('DESATUALIZADA');
    // A refusal stays a refusal whatever the terms: there is no condition to change.
    expect(shownSapOnState({ state: 'RECUSADA', terms: { ...terms, discountPercent: '9' } }, terms)).toBe(
      'RECUSADA',
    );
    expect(sameTerms(terms, { ...terms, discountPercent: null })).toBe(false);
  });

  it('keeps the number only for a set-up condition and the reason only for a refusal', () => {
    expect(
      keptAnswer({ state: 'RECUSADA', conditionNumber: '123', refusalReason: ' Cliente bloqueado ' }),
    ).toEqual({
      state: 'RECUSADA',
      conditionNumber: null,
      refusalReason: 'Cliente bloqueado',
    });
    expect(keptAnswer({ state: 'PENDENTE', conditionNumber: '123', refusalReason: 'x' })).toEqual({
      state: 'PENDENTE',
      conditionNumber: null,
      refusalReason: null,
    });
  });

  it('needs a condition number of up to ten digits when set up, and a reason when refused', () => {
    expect(sapOnAnswerProblems({ state: 'CADASTRADA' })).toEqual([
      { path: ['conditionNumber'], message: 'validation.sapOn.conditionNumberRequired' },
    ]);
    expect(sapOnAnswerProblems({ state: 'CADASTRADA', conditionNumber: '45000123456' })).toEqual([
      { path: ['conditionNumber'], message: 'validation.sapOn.conditionNumberFormat' },
    ]);
    expect(sapOnAnswerProblems({ state: 'CADASTRADA', conditionNumber: 'ZD-1' })[0]?.message).toBe(
      'validation.sapOn.conditionNumberFormat',
    );
    expect(sapOnAnswerProblems({ state: 'CADASTRADA', conditionNumber: '4500012345' })).toEqual([]);
    expect(sapOnAnswerProblems({ state: 'RECUSADA', refusalReason: '  ' })).toEqual([
      { path: ['refusalReason'], message: 'validation.sapOn.refusalReasonRequired' },
    ]);
    expect(sapOnAnswerProblems({ state: 'RECUSADA', refusalReason: 'x'.repeat(501) })[0]?.message).toBe(
      'validation.sapOn.refusalReasonTooLong',
    );
    expect(
      ZSapOnSaveSchema.safeParse({ agreementId: 1, leverId: 2, state: 'PENDENTE', version: 0 }).success,
    ).toBe(true);
    expect(
      ZSapOnSaveSchema.safeParse({ agreementId: 1, leverId: 2, state: 'CADASTRADA', version: 0 }).success,
    ).toBe(false);
  });

  it('reads headers and states in either language, without accents or case', () => {
    expect(sapOnColumnOf('Situação SAP')).toBe('state');
    expect(sapOnColumnOf('SITUACAO SAP')).toBe('state');
    expect(sapOnColumnOf('SAP condition number')).toBe('conditionNumber');
    expect(sapOnColumnOf('leverId')).toBe('leverId');
    expect(sapOnColumnOf('Observação')).toBeNull();
    expect(sapOnStateOf('cadastrada')).toBe('CADASTRADA');
    expect(sapOnStateOf('Set up')).toBe('CADASTRADA');
    expect(sapOnStateOf('Pendente de cadastro')).toBe('PENDENTE');
    expect(sapOnStateOf('RECUSADA')).toBe('RECUSADA');
    expect(sapOnStateOf('Desatualizada')).toBe('DESATUALIZADA');
    expect(sapOnStateOf('Talvez')).toBeNull();
  });

  it('reads an answered row: its lever, the terms it answers for, and SAP’s answer', () => {
    expect(
      readSapOnRow({ ...row, discountPercent: '1,5', state: 'Cadastrada', conditionNumber: '4500012345' }),
    ).toEqual({
      ok: true,
      row: {
        agreementId: 12,
        leverId: 7,
        terms,
        answer: { state: 'CADASTRADA', conditionNumber: '4500012345', refusalReason: null },
      },
    });
    // Still marked outdated: SAP's team has not answered it, so it carries no answer.
    const outdated = readSapOnRow({ ...row, state: 'Desatualizada', conditionNumber: '4500012345' });
    expect(outdated.ok && outdated.row.answer).toBeNull();
  });

  it('says every problem of a bad row on its column', () => {
    const reading = readSapOnRow({
      agreementId: 'doze',
      leverId: null,
      discountPercent: '101',
      validityStart: '31/02/2026',
      validityEnd: '31/12/2026',
      state: 'Recusada',
    });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(describeSapOnProblems('pt-BR', reading.problems)).toBe(
      [
        'Acordo: Esperado um número inteiro',
        'ID da alavanca: O campo é obrigatório',
        'Desconto %: O percentual deve estar entre 0 e 100',
        'Início da vigência: Data inválida: use o formato DD/MM/AAAA',
        'Motivo da recusa SAP: Informe o motivo da recusa do SAP',
      ].join('; '),
    );
    expect(describeSapOnProblems('en', reading.problems)).toContain(
      'SAP refusal reason: Give the reason SAP refused it',
    );
  });

  it('changes nothing when the answer is what is stored, and a set-up condition for new terms is a change', () => {
    const pending = { state: 'PENDENTE' as const, conditionNumber: null, refusalReason: null };
    expect(answerChanges(null, pending, terms)).toBe(false);
    const setUp = { state: 'CADASTRADA' as const, conditionNumber: '1', refusalReason: null };
    expect(answerChanges(null, setUp, terms)).toBe(true);
    expect(answerChanges({ ...setUp, terms }, setUp, terms)).toBe(false);
    expect(answerChanges({ ...setUp, terms }, setUp, { ...terms, validityEnd: '2027-03-31' })).toBe(true);
  });
});

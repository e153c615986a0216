import type { Role } from '@trade-terms/domain/permissions';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/api-error';
import {
  ascertainmentFiltersOf,
  baseBillingOf,
  bulkActionsOf,
  claimActionsOf,
  isUnsignedRefusal,
  mayClaim,
  mayValidate,
  moneyText,
  percentText,
  recordActionsOf,
  screenActionsOf,
  validateFailure,
  validateFormOf,
} from './ascertainment-view';

const roles =
  (...held: Role[]) =>
  (role: Role) =>
    held.includes(role);

describe('ascertainment list', () => {
  it('sends only the filters holding a value; a cleared competence means every competence', () => {
    expect(
      ascertainmentFiltersOf({
        competence: '03/2026',
        commodities: [],
        channels: ['SUPER'],
        fundsTypes: ['OFF'],
      }),
    ).toEqual({ competence: '03/2026', channels: ['SUPER'], fundsTypes: ['OFF'] });
    expect(ascertainmentFiltersOf({ competence: '', signatureStatuses: [] })).toEqual({});
  });

  it('offers bulk approval where some row may be in approval, to approvers only', () => {
    const approver = roles('ROLE_APROVAR_APURACOES');
    expect(bulkActionsOf('underApproval', approver)).toEqual(['approve']);
    expect(bulkActionsOf('overdue', approver)).toEqual(['approve']);
    expect(bulkActionsOf('underValidation', approver)).toEqual([]);
    expect(bulkActionsOf('approved', approver)).toEqual([]);
    expect(bulkActionsOf('underApproval', roles('ROLE_EDITAR_APURACAO_ACORDO'))).toEqual([]);
  });
});

describe('ascertainment screen actions', () => {
  const inApproval = {
    status: 'EM_APROVACAO' as const,
    approval: { requestId: 1, status: 'PENDENTE', currentStep: 1, stepCount: 2, responsibleIds: [7] },
  };
  const every = roles(
    'ROLE_ENVIAR_APROVACAO_APURACAO',
    'ROLE_APROVAR_APURACOES',
    'ROLE_EDITAR_APURACAO_ACORDO',
  );

  it('sends to approval from validation or after a reproval, with the sending role', () => {
    expect(screenActionsOf({ status: 'EM_VALIDACAO', approval: null }, { id: 7, hasRole: every })).toEqual([
      'sendToApproval',
    ]);
    expect(screenActionsOf({ status: 'REPROVADA', approval: null }, { id: 7, hasRole: every })).toEqual([
      'sendToApproval',
    ]);
    expect(
      screenActionsOf(
        { status: 'EM_VALIDACAO', approval: null },
        { id: 7, hasRole: roles('ROLE_APROVAR_APURACOES') },
      ),
    ).toEqual([]);
  });

  it('leaves the decision to the responsibles of the current step', () => {
    expect(screenActionsOf(inApproval, { id: 7, hasRole: every })).toEqual(['approve', 'reprove']);
    expect(screenActionsOf(inApproval, { id: 8, hasRole: every })).toEqual([]);
    expect(screenActionsOf({ status: 'APROVADA', approval: null }, { id: 7, hasRole: every })).toEqual([]);
  });

  it('extends the deadline until approval for approvers, and restores an approved one with its own role', () => {
    const approver = roles('ROLE_APROVAR_APURACOES');
    expect(recordActionsOf('EM_VALIDACAO', approver)).toEqual(['extend']);
    expect(recordActionsOf('EM_APROVACAO', approver)).toEqual(['extend']);
    expect(recordActionsOf('APROVADA', approver)).toEqual([]);
    expect(recordActionsOf('APROVADA', roles('ROLE_RESGATAR_APURACAO'))).toEqual(['restore']);
    expect(recordActionsOf('REPROVADA', roles('ROLE_RESGATAR_APURACAO'))).toEqual([]);
  });

  it('takes claims on approved ascertainments, decided by the current step of the claim', () => {
    const analyst = roles('ROLE_EDITAR_APURACAO_ACORDO');
    expect(mayClaim('APROVADA', analyst)).toBe(true);
    expect(mayClaim('EM_APROVACAO', analyst)).toBe(false);
    const claim = {
      status: 'AGUARDANDO_ANALISE' as const,
      approval: { currentStep: 1, stepCount: 1, responsibleIds: [7] },
    };
    expect(claimActionsOf(claim, { id: 7, hasRole: every })).toEqual(['approveClaim', 'reproveClaim']);
    expect(claimActionsOf(claim, { id: 8, hasRole: every })).toEqual([]);
    expect(claimActionsOf({ ...claim, status: 'REPROVADA' }, { id: 7, hasRole: every })).toEqual([]);
  });

  it('lets the analyst validate lines only before approval', () => {
    const analyst = roles('ROLE_EDITAR_APURACAO_ACORDO');
    expect(mayValidate('EM_VALIDACAO', analyst)).toBe(true);
    expect(mayValidate('REPROVADA', analyst)).toBe(true);
    expect(mayValidate('EM_APROVACAO', analyst)).toBe(false);
    expect(mayValidate('EM_VALIDACAO', roles('ROLE_APROVAR_APURACOES'))).toBe(false);
  });
});

describe('validating a line', () => {
  const line = { accurateValue: '9500.00', validatedValue: null, validationJustification: null };

  it('opens with the value in force', () => {
    expect(validateFormOf(line)).toEqual({ validatedValue: '9500.00', justification: null });
    expect(
      validateFormOf({ ...line, validatedValue: '9000.00', validationJustification: 'Devolução' }),
    ).toEqual({
      validatedValue: '9000.00',
      justification: 'Devolução',
    });
  });

  it('asks a justification when the value differs from the accurate one (worked example 7)', () => {
    expect(validateFailure('pt-BR', { validatedValue: '9500.00' }, '9500.00')).toBeNull();
    expect(
      validateFailure('pt-BR', { validatedValue: '9000.00', justification: 'Devolução' }, '9500.00'),
    ).toBeNull();
    const refused = validateFailure('pt-BR', { validatedValue: '9000.00', justification: '  ' }, '9500.00');
    expect(refused?.fields).toEqual([
      { name: ['justification'], errors: ['Informe uma justificativa para alterar o valor'] },
    ]);
    // A line computed without data has no accurate value: any value needs its reason.
    expect(validateFailure('en', { validatedValue: '0.00' }, null)?.fields[0]?.name).toEqual([
      'justification',
    ]);
  });

  it('refuses a value that is no money before the call, on its field', () => {
    expect(validateFailure('pt-BR', { validatedValue: null }, '9500.00')?.fields[0]?.name).toEqual([
      'validatedValue',
    ]);
  });
});

describe('server answers and values', () => {
  it('recognises the refusal that asks to confirm an unsigned agreement', () => {
    const unsigned = new ApiError(409, [
      { kind: 'ERRO', text: 'não assinado', code: 'ASCERTAINMENT_UNSIGNED_AGREEMENT' },
    ]);
    expect(isUnsignedRefusal(unsigned)).toBe(true);
    expect(
      isUnsignedRefusal(new ApiError(409, [{ kind: 'ERRO', text: 'stale', code: 'STALE_VERSION' }])),
    ).toBe(false);
    expect(isUnsignedRefusal(new Error('x'))).toBe(false);
  });

  it('writes money with the shared formatter and percentages with four decimals', () => {
    expect(moneyText('27000.00', 'pt-BR')).toBe('R$\u00a027.000,00');
    expect(moneyText(null, 'pt-BR')).toBe('—');
    expect(percentText('102.8571', 'pt-BR')).toBe('102,8571%');
    expect(percentText('2.5', 'en')).toBe('2.5000%');
  });

  it('reads the base billing value from the steps', () => {
    expect(baseBillingOf({ steps: [{ label: 'calc.step.base', value: '400000.00' }] })).toBe('400000.00');
    expect(baseBillingOf({ steps: [{ label: 'calc.step.actual', value: '1080000.00' }] })).toBe('1080000.00');
    expect(baseBillingOf({ steps: [{ label: 'calc.step.fixedValue', value: '100.00' }] })).toBeNull();
  });
});

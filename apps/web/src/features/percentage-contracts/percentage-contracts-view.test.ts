import type { TPercentageContract } from '@trade-terms/domain/percentage-contracts';
import type { Role } from '@trade-terms/domain/permissions';
import { describe, expect, it } from 'vitest';
import { contractMovesOf, mayEditContract } from './percentage-contracts-view';

const contract = (status: TPercentageContract['status'], canDecide = false): TPercentageContract => ({
  id: 1,
  version: 1,
  customer: '0001000101',
  customerName: null,
  channel: 'HC',
  budgetType: 'VERBA-ON',
  commodity: 'HPF',
  percentage: '2.5000',
  basis: 'NIV',
  validityStart: '01/2031',
  validityEnd: '12/2031',
  payer: '0001000101',
  description: 'Contrato',
  status,
  justification: null,
  approval: status === 'EM_APROVACAO' ? { step: 1, stepCount: 1, canDecide } : null,
});
const roles =
  (...held: Role[]) =>
  (role: Role) =>
    held.includes(role);

describe('the moves of a percentage contract on screen', () => {
  it('lets editors edit, send and cancel a contract in registration', () => {
    const editor = roles('ROLE_EDITAR_CONTRATO_PERCENTUAL');
    expect(mayEditContract(contract('EM_CADASTRO'), editor)).toBe(true);
    expect(contractMovesOf(contract('EM_CADASTRO'), editor)).toEqual(['send', 'cancel']);
    expect(contractMovesOf(contract('EM_APROVACAO', true), editor)).toEqual([]);
    expect(mayEditContract(contract('APROVADO'), editor)).toBe(false);
  });

  it('lets only the current step’s responsible approver decide', () => {
    const approver = roles('ROLE_APROVAR_CONTRATO_PERCENTUAL');
    expect(contractMovesOf(contract('EM_APROVACAO', true), approver)).toEqual(['approve', 'disapprove']);
    expect(contractMovesOf(contract('EM_APROVACAO', false), approver)).toEqual([]);
    expect(mayEditContract(contract('EM_CADASTRO'), approver)).toBe(false);
  });
});

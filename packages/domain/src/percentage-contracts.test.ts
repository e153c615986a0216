import { describe, expect, it } from 'vitest';
import {
  canMovePercentageContract,
  percentageContractValue,
  ZPercentageContractSaveSchema,
} from './percentage-contracts';

const contract = {
  customer: '0001000101',
  budgetType: 'VERBA-ON',
  commodity: 'BU-FOODS',
  percentage: '2.5',
  basis: 'NIV',
  validityStart: '01/2031',
  validityEnd: '12/2031',
  payer: '0001000101',
  description: 'Contrato',
};

const messagesOf = (body: object) => {
  const parsed = ZPercentageContractSaveSchema.safeParse({ ...contract, ...body });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('percentage-value contracts', () => {
  it('values a month as the percentage of the purchases, exact to the cent and rounded once', () => {
    expect(percentageContractValue('3000.75', '2.5000')).toBe('75.02');
    expect(percentageContractValue('6001.50', '1.5')).toBe('90.02');
    expect(percentageContractValue('100.50', '1')).toBe('1.01');
    expect(percentageContractValue('0.10', '2.5')).toBe('0.00');
    expect(percentageContractValue('0.20', '2.5')).toBe('0.01');
    // 2 068 734 184 091 775.17499…: a 20-digit product would round it to .18 first.
    expect(percentageContractValue('5227785838162370.71', '39.5719')).toBe('2068734184091775.17');
    expect(percentageContractValue('0', '100')).toBe('0.00');
    expect(percentageContractValue('1234.56', '100')).toBe('1234.56');
  });

  it('pays nothing on a month of returns above purchases', () => {
    expect(percentageContractValue('-5000.00', '3')).toBe('0.00');
  });

  it('takes a percentage above 0 and at most 100 and a validity that ends on or after its start', () => {
    expect(messagesOf({})).toEqual([]);
    expect(ZPercentageContractSaveSchema.parse(contract).percentage).toBe('2.5000');
    expect(messagesOf({ percentage: '100' })).toEqual([]);
    expect(messagesOf({ percentage: '100.01' })).toEqual([
      'percentage: validation.percentageContract.percentRange',
    ]);
    expect(messagesOf({ percentage: '0' })).toEqual([
      'percentage: validation.percentageContract.percentRange',
    ]);
    expect(messagesOf({ percentage: '-1' })).toEqual(['percentage: validation.decimal.percentage']);
    expect(messagesOf({ percentage: '1.23456' })).toEqual(['percentage: validation.decimal.percentage']);
    expect(messagesOf({ validityStart: '02/2031', validityEnd: '01/2031' })).toEqual([
      'validityEnd: validation.endBeforeStart',
    ]);
    expect(messagesOf({ validityStart: '01/2031', validityEnd: '01/2031' })).toEqual([]);
    expect(messagesOf({ customer: '', commodity: '', description: ' ' })).toEqual([
      'customer: errors.required',
      'commodity: errors.required',
      'description: errors.required',
    ]);
    expect(messagesOf({ id: 3 })).toEqual(['version: errors.required']);
  });

  it('edits and sends only in registration or after a disapproval, cancels anything not under approval', () => {
    expect(canMovePercentageContract('edit', 'EM_CADASTRO')).toBe(true);
    expect(canMovePercentageContract('edit', 'APROVADO')).toBe(false);
    expect(canMovePercentageContract('send', 'REPROVADO')).toBe(true);
    expect(canMovePercentageContract('decide', 'EM_CADASTRO')).toBe(false);
    expect(canMovePercentageContract('cancel', 'APROVADO')).toBe(true);
    expect(canMovePercentageContract('cancel', 'EM_APROVACAO')).toBe(false);
    expect(canMovePercentageContract('cancel', 'CANCELADO')).toBe(false);
  });
});

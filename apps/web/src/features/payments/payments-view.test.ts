import { PAYMENT_TABS } from '@trade-terms/domain/payments';
import { describe, expect, it } from 'vitest';
import { bulkActionsOf, TAB_LABELS } from './payments-view';

describe('payments screen', () => {
  it('offers each tab’s actions to its edit role only', () => {
    const only = (role: string) => (candidate: string) => candidate === role;
    expect(bulkActionsOf('underValidation', only('ROLE_EDITAR_VALIDACAO_VERBAS'))).toEqual([
      'approve',
      'disapprove',
      'ungroup',
    ]);
    expect(bulkActionsOf('budgetLiberation', only('ROLE_EDITAR_VALIDACAO_VERBAS'))).toEqual([]);
    expect(bulkActionsOf('budgetLiberation', only('ROLE_EDITAR_LIBERACAO_VERBAS'))).toEqual([
      'approve',
      'disapprove',
    ]);
    expect(bulkActionsOf('distribution', only('ROLE_EDITAR_PAGAMENTOS_DISTRIBUICAO'))).toEqual([
      'distribute',
      'disapprove',
    ]);
    expect(bulkActionsOf('created', () => true)).toEqual([]);
  });

  it('labels the tabs in the flow’s order', () => {
    expect(PAYMENT_TABS.map((tab) => TAB_LABELS[tab])).toEqual([
      'payments.tabs.underValidation',
      'payments.tabs.budgetLiberation',
      'payments.tabs.distribution',
      'payments.tabs.created',
    ]);
  });
});

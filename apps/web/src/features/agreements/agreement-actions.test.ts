import type { Role } from '@trade-terms/domain/permissions';
import { describe, expect, it } from 'vitest';
import { bulkActionsOf, mayEditAgreement, screenActionsOf } from './agreement-actions';

const holding =
  (...roles: Role[]) =>
  (role: Role) =>
    roles.includes(role);
const COMERCIAL = holding(
  'ROLE_EDITAR_ACORDO_COMERCIAL',
  'ROLE_ENVIAR_APROVACAO_ACORDOS_COMERCIAIS',
  'ROLE_VISUALIZAR_ACORDOS_COMERCIAIS',
);
const APROVADOR = holding(
  'ROLE_APROVAR_ACORDO_COMERCIAL',
  'ROLE_PRORROGAR_ACORDO_COMERCIAL',
  'ROLE_CANCELAR_ACORDO_COMERCIAL',
);

describe('agreement actions', () => {
  it('offers on each tab the bulk actions its statuses allow and the user’s roles grant', () => {
    expect(bulkActionsOf('registering', COMERCIAL)).toEqual(['sendToApproval']);
    expect(bulkActionsOf('registering', APROVADOR)).toEqual(['approve', 'reprove', 'cancel']);
    expect(bulkActionsOf('current', COMERCIAL)).toEqual(['turnBack']);
    expect(bulkActionsOf('current', APROVADOR)).toEqual(['cancel', 'close', 'terminate']);
    expect(bulkActionsOf('canceled', () => true)).toEqual(['reactivate']);
    expect(bulkActionsOf('canceled', COMERCIAL)).toEqual([]);
  });

  it('lets only the responsibles of the current step decide an agreement awaiting approval', () => {
    const waiting = {
      status: 'AGUARDANDO_APROVACAO' as const,
      approval: { requestId: 1, currentStep: 1, stepCount: 2, responsibleIds: [3] },
    };
    expect(screenActionsOf(waiting, { id: 3, hasRole: APROVADOR })).toEqual(['approve', 'reprove']);
    expect(screenActionsOf(waiting, { id: 4, hasRole: APROVADOR })).toEqual([]);
    expect(screenActionsOf({ status: 'EM_CADASTRO', approval: null }, { id: 1, hasRole: COMERCIAL })).toEqual(
      ['sendToApproval'],
    );
    expect(screenActionsOf({ status: 'APROVADO', approval: null }, { id: 1, hasRole: () => true })).toEqual([
      'cancel',
      'close',
      'extend',
      'turnBack',
      'terminate',
    ]);
    expect(screenActionsOf({ status: 'CANCELADO', approval: null }, { id: 1, hasRole: APROVADOR })).toEqual([
      'reactivate',
    ]);
    expect(screenActionsOf({ status: 'ENCERRADO', approval: null }, { id: 1, hasRole: () => true })).toEqual(
      [],
    );
  });

  it('allows changes in registration or reproved, with the edit role only', () => {
    expect(mayEditAgreement(undefined, COMERCIAL)).toBe(true);
    expect(mayEditAgreement('REPROVADO', COMERCIAL)).toBe(true);
    expect(mayEditAgreement('AGUARDANDO_APROVACAO', COMERCIAL)).toBe(false);
    expect(mayEditAgreement('EM_CADASTRO', APROVADOR)).toBe(false);
  });
});

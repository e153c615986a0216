import type { Role } from '@trade-terms/domain/permissions';
import { describe, expect, it } from 'vitest';
import { leverActionsOf, mayChangeLeverValues, maySign } from './agreement-documents';

const holding =
  (...roles: Role[]) =>
  (role: Role) =>
    roles.includes(role);

describe('maySign', () => {
  it('takes signatures of approved and closed agreements, with the signature role', () => {
    const signer = holding('ROLE_MANUTENCAO_ASSINATURA_ACORDOS');
    expect(maySign('APROVADO', signer)).toBe(true);
    expect(maySign('ENCERRADO', signer)).toBe(true);
    expect(maySign('EM_CADASTRO', signer)).toBe(false);
    expect(maySign('AGUARDANDO_APROVACAO', signer)).toBe(false);
    expect(maySign('APROVADO', holding('ROLE_EDITAR_ACORDO_COMERCIAL'))).toBe(false);
  });
});

describe('mayChangeLeverValues', () => {
  it('lets the edit role change the values of an approved agreement only', () => {
    const editor = holding('ROLE_EDITAR_ACORDO_COMERCIAL');
    expect(mayChangeLeverValues('APROVADO', editor)).toBe(true);
    expect(mayChangeLeverValues('ENCERRADO', editor)).toBe(false);
    expect(mayChangeLeverValues('APROVADO', holding('ROLE_APROVAR_ACORDO_COMERCIAL'))).toBe(false);
  });
});

describe('leverActionsOf', () => {
  const everyone = holding(
    'ROLE_ENVIAR_APROVACAO_ACORDOS_COMERCIAIS',
    'ROLE_APROVAR_ACORDO_COMERCIAL',
    'ROLE_ENCERRAR_ACORDO_RETROATIVO',
  );

  it('offers what the lever status allows', () => {
    expect(leverActionsOf('APROVADO', 'EM_ALTERACAO', everyone)).toEqual(['sendToApproval']);
    expect(leverActionsOf('APROVADO', 'AGUARDANDO_APROVACAO', everyone)).toEqual(['approve', 'reprove']);
    expect(leverActionsOf('APROVADO', 'ATIVA', everyone)).toEqual(['close']);
    expect(leverActionsOf('APROVADO', 'ENCERRADA', everyone)).toEqual([]);
  });

  it('asks a role granting each action', () => {
    expect(leverActionsOf('APROVADO', 'ATIVA', holding('ROLE_ENCERRAR_ACORDO_RETROATIVO'))).toEqual([
      'close',
    ]);
    expect(
      leverActionsOf('APROVADO', 'AGUARDANDO_APROVACAO', holding('ROLE_EDITAR_ACORDO_COMERCIAL')),
    ).toEqual([]);
    expect(leverActionsOf('APROVADO', 'EM_ALTERACAO', holding('ROLE_APROVAR_ACORDO_COMERCIAL'))).toEqual([]);
  });

  it('offers nothing on an agreement that is not approved', () => {
    expect(leverActionsOf('ENCERRADO', 'ATIVA', everyone)).toEqual([]);
  });
});

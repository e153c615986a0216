import type { Role } from '@trade-terms/domain/permissions';
import { describe, expect, it } from 'vitest';
import { availabilityMovesOf } from './lever-availability-moves';

const holding =
  (...roles: Role[]) =>
  (role: Role) =>
    roles.includes(role);
const APPROVER = holding('ROLE_APROVAR_ACORDO_COMERCIAL');
const RETROACTIVE = holding('ROLE_ENCERRAR_ACORDO_RETROATIVO');
const EDITOR = holding('ROLE_EDITAR_ACORDO_COMERCIAL');

describe('lever availability moves', () => {
  it('offers to disable an active lever and to activate an inactive one of an approved agreement', () => {
    expect(availabilityMovesOf({ status: 'APROVADO' }, { status: 'ATIVA' }, APPROVER)).toEqual(['DISABLE']);
    expect(availabilityMovesOf({ status: 'APROVADO' }, { status: 'INATIVA' }, RETROACTIVE)).toEqual([
      'ACTIVATE',
    ]);
  });

  it('offers nothing on a lever changing or closed, outside an approved agreement, or without the role', () => {
    for (const status of ['EM_ALTERACAO', 'AGUARDANDO_APROVACAO', 'ENCERRADA'] as const) {
      expect(availabilityMovesOf({ status: 'APROVADO' }, { status }, APPROVER)).toEqual([]);
    }
    expect(availabilityMovesOf({ status: 'ENCERRADO' }, { status: 'ATIVA' }, APPROVER)).toEqual([]);
    expect(availabilityMovesOf({ status: 'EM_CADASTRO' }, { status: 'ATIVA' }, APPROVER)).toEqual([]);
    expect(availabilityMovesOf({ status: 'APROVADO' }, { status: 'ATIVA' }, EDITOR)).toEqual([]);
  });
});

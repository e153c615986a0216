import type { TMigrationRow } from '@trade-terms/domain/promo-migration';
import { describe, expect, it } from 'vitest';
import { migrationMovesOf } from './promo-migration-view';

const row = (change: Partial<TMigrationRow>): TMigrationRow => ({
  id: null,
  version: 0,
  economicGroup: 'GRP-BETA',
  economicGroupName: 'Rede Beta',
  channel: 'HC',
  year: 2026,
  status: 'NAO_MIGRADO',
  competence: null,
  targetBudgetType: null,
  offAvailable: '100.00',
  offReserved: '0.00',
  onAvailable: '0.00',
  offLines: 1,
  moved: null,
  approval: null,
  justification: null,
  ...change,
});
const holding =
  (...roles: string[]) =>
  (role: string) =>
    roles.includes(role);

describe('the moves a caller may make on a migration', () => {
  it('lets an editor request or exclude a holding not migrated, and restore an excluded one', () => {
    const editor = holding('ROLE_EDITAR_MIGRACAO_CLIENTE');
    expect(migrationMovesOf(row({}), editor)).toEqual(['request', 'exclude']);
    expect(migrationMovesOf(row({ id: 3, status: 'EXCLUIDO' }), editor)).toEqual(['restore']);
    expect(migrationMovesOf(row({ id: 3, status: 'APROVADO' }), editor)).toEqual([]);
    expect(migrationMovesOf(row({}), holding('ROLE_VISUALIZAR_MIGRACAO_CLIENTE'))).toEqual([]);
  });

  it('lets the current step’s responsible approver decide, and nobody else', () => {
    const inApproval = (canDecide: boolean) =>
      row({ id: 3, status: 'EM_APROVACAO', approval: { step: 1, stepCount: 1, canDecide } });
    const approver = holding('ROLE_APROVAR_MIGRACAO_CLIENTE');
    expect(migrationMovesOf(inApproval(true), approver)).toEqual(['approve', 'disapprove']);
    expect(migrationMovesOf(inApproval(false), approver)).toEqual([]);
    expect(migrationMovesOf(inApproval(true), holding('ROLE_EDITAR_MIGRACAO_CLIENTE'))).toEqual([]);
  });
});

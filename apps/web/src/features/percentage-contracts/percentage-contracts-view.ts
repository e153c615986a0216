import type { CalculationBasis } from '@trade-terms/domain/levers';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import {
  canMovePercentageContract,
  PERCENTAGE_CONTRACT_STATUSES,
  type PercentageContractStatus,
  type TPercentageContract,
} from '@trade-terms/domain/percentage-contracts';
import type { Role } from '@trade-terms/domain/permissions';
import type { ContractMove } from './api/percentage-contracts';

export const CONTRACT_STATUSES = PERCENTAGE_CONTRACT_STATUSES;

export const STATUS_LABELS: Record<PercentageContractStatus, MessageKey> = {
  EM_CADASTRO: 'percentageContracts.status.EM_CADASTRO',
  EM_APROVACAO: 'percentageContracts.status.EM_APROVACAO',
  APROVADO: 'percentageContracts.status.APROVADO',
  REPROVADO: 'percentageContracts.status.REPROVADO',
  CANCELADO: 'percentageContracts.status.CANCELADO',
};

export const STATUS_COLORS: Record<PercentageContractStatus, string> = {
  EM_CADASTRO: 'default',
  EM_APROVACAO: 'processing',
  APROVADO: 'success',
  REPROVADO: 'error',
  CANCELADO: 'warning',
};

export const BASIS_LABELS: Record<CalculationBasis, MessageKey> = {
  NIV: 'percentageContracts.basis.NIV',
  GSV: 'percentageContracts.basis.GSV',
  GROSS_REVENUE: 'percentageContracts.basis.GROSS_REVENUE',
};

export const MOVE_LABELS: Record<ContractMove, MessageKey> = {
  send: 'percentageContracts.action.send',
  approve: 'percentageContracts.action.approve',
  disapprove: 'percentageContracts.action.disapprove',
  cancel: 'percentageContracts.action.cancel',
};

/** Moves that ask for a justification first. */
export const JUSTIFIED_MOVES: readonly ContractMove[] = ['disapprove', 'cancel'];

const EDIT: Role = 'ROLE_EDITAR_CONTRATO_PERCENTUAL';

/** Whether the reader may open the contract's edit screen. */
export function mayEditContract(contract: TPercentageContract, hasRole: (role: Role) => boolean): boolean {
  return hasRole(EDIT) && canMovePercentageContract('edit', contract.status);
}

/** The moves the reader may make on a contract: the editors send and cancel, the step's responsibles decide. */
export function contractMovesOf(
  contract: TPercentageContract,
  hasRole: (role: Role) => boolean,
): ContractMove[] {
  const moves: ContractMove[] = [];
  if (hasRole(EDIT) && canMovePercentageContract('send', contract.status)) moves.push('send');
  if (contract.approval?.canDecide && hasRole('ROLE_APROVAR_CONTRATO_PERCENTUAL'))
    moves.push('approve', 'disapprove');
  if (hasRole(EDIT) && canMovePercentageContract('cancel', contract.status)) moves.push('cancel');
  return moves;
}

import { pageOf } from '../paging';
import {
  ZPercentageAscertainmentSchema,
  ZPercentageAscertainmentsSearchSchema,
  ZPercentageAscertainResultSchema,
  ZPercentageAscertainSchema,
  ZPercentageBulkResultSchema,
  ZPercentageContractBulkApprovalSchema,
  ZPercentageContractCountsSchema,
  ZPercentageContractJustifiedMoveSchema,
  ZPercentageContractMoveSchema,
  ZPercentageContractSaveSchema,
  ZPercentageContractSchema,
  ZPercentageContractSearchSchema,
} from '../percentage-contracts';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';

/** Everyone who works on percentage contracts reads them (spec §2, `/percentage-value`). */
export const PERCENTAGE_CONTRACT_VIEW_ROLES: Role[] = [
  'ROLE_VISUALIZAR_CONTRATO_PERCENTUAL',
  'ROLE_EDITAR_CONTRATO_PERCENTUAL',
  'ROLE_APROVAR_CONTRATO_PERCENTUAL',
];
const EDIT: Role[] = ['ROLE_EDITAR_CONTRATO_PERCENTUAL'];
const APPROVE: Role[] = ['ROLE_APROVAR_CONTRATO_PERCENTUAL'];
const tag = 'percentage-contracts';

/** `/percentage-value` (`/api/contratoPercentual/`): percentage-value contracts and their months. */
export const percentageContractCalls = {
  search: declareCall({
    method: 'POST',
    path: '/contratoPercentual/buscar',
    access: { roles: PERCENTAGE_CONTRACT_VIEW_ROLES },
    summary: 'Percentage contracts by status, customer, budget type and a month of their validity, paged',
    tag,
    body: ZPercentageContractSearchSchema,
    responses: { 200: pageOf(ZPercentageContractSchema) },
  }),
  counts: declareCall({
    method: 'POST',
    path: '/contratoPercentual/totalizadorAbas',
    access: { roles: PERCENTAGE_CONTRACT_VIEW_ROLES },
    summary: 'How many percentage contracts each status holds, under the same filters as the list',
    tag,
    body: ZPercentageContractSearchSchema,
    responses: { 200: ZPercentageContractCountsSchema },
  }),
  byId: declareCall({
    method: 'POST',
    path: '/contratoPercentual/buscarPorId',
    access: { roles: PERCENTAGE_CONTRACT_VIEW_ROLES },
    summary: 'One percentage contract',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZPercentageContractSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/contratoPercentual/salvar',
    access: { roles: EDIT },
    summary: 'Registers a percentage contract, or changes one in registration (with its version)',
    tag,
    body: ZPercentageContractSaveSchema,
    responses: { 200: ZPercentageContractSchema },
  }),
  send: declareCall({
    method: 'POST',
    path: '/contratoPercentual/enviarAprovacao',
    access: { roles: EDIT },
    summary: 'Sends a contract in registration (or disapproved) to its approval flow',
    tag,
    body: ZPercentageContractMoveSchema,
    responses: { 200: ZPercentageContractSchema },
  }),
  approve: declareCall({
    method: 'POST',
    path: '/contratoPercentual/aprovar',
    access: { roles: APPROVE },
    summary: 'Approves the contract’s current approval step; the last one approves the contract',
    tag,
    body: ZPercentageContractMoveSchema,
    responses: { 200: ZPercentageContractSchema },
  }),
  approveMany: declareCall({
    method: 'POST',
    path: '/contratoPercentual/aprovarEmLote',
    access: { roles: APPROVE },
    summary: 'Approves the contracts whose current step lists the caller; the others are skipped',
    tag,
    body: ZPercentageContractBulkApprovalSchema,
    responses: { 200: ZPercentageBulkResultSchema },
  }),
  disapprove: declareCall({
    method: 'POST',
    path: '/contratoPercentual/reprovar',
    access: { roles: APPROVE },
    summary: 'Disapproves the contract, with a justification',
    tag,
    body: ZPercentageContractJustifiedMoveSchema,
    responses: { 200: ZPercentageContractSchema },
  }),
  cancel: declareCall({
    method: 'POST',
    path: '/contratoPercentual/cancelar',
    access: { roles: EDIT },
    summary: 'Cancels a contract not under approval, with a justification',
    tag,
    body: ZPercentageContractJustifiedMoveSchema,
    responses: { 200: ZPercentageContractSchema },
  }),
  ascertain: declareCall({
    method: 'POST',
    path: '/contratoPercentual/apurar',
    access: { roles: EDIT },
    summary:
      'Ascertains a competence: each approved contract valid in it gets the percentage of its customer’s sell-in, created or refreshed',
    tag,
    body: ZPercentageAscertainSchema,
    responses: { 200: ZPercentageAscertainResultSchema },
  }),
  ascertainments: declareCall({
    method: 'POST',
    path: '/contratoPercentual/buscarApuracoes',
    access: { roles: PERCENTAGE_CONTRACT_VIEW_ROLES },
    summary: 'The ascertained months of one contract, newest first, paged',
    tag,
    body: ZPercentageAscertainmentsSearchSchema,
    responses: { 200: pageOf(ZPercentageAscertainmentSchema) },
  }),
};

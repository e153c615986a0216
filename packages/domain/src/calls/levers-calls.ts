import {
  ZLeverOptionListSchema,
  ZLeverOptionsRequestSchema,
  ZLeverSaveSchema,
  ZLeverSchema,
  ZLeverSearchSchema,
  ZLeverSummarySchema,
} from '../levers';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';

const VIEW: Role[] = ['ROLE_VISUALIZAR_CADASTRO_ALAVANCAS', 'ROLE_EDITAR_CADASTRO_ALAVANCA'];
const EDIT: Role[] = ['ROLE_EDITAR_CADASTRO_ALAVANCA'];
/** The agreement wizard picks levers too. */
const PICK: Role[] = [...VIEW, 'ROLE_EDITAR_ACORDO_COMERCIAL'];
const tag = 'levers';

/** The lever catalogue (`/lever`): its list, one lever, and its save. */
export const leverCalls = {
  search: declareCall({
    method: 'POST',
    path: '/alavanca/buscarAlavancas',
    access: { roles: VIEW },
    summary: 'Levers, paged, filtered by name, channel, status and validity (within the caller’s channels)',
    tag,
    body: ZLeverSearchSchema,
    responses: { 200: pageOf(ZLeverSummarySchema) },
  }),
  get: declareCall({
    method: 'POST',
    path: '/alavanca/buscarPorId',
    access: { roles: VIEW },
    summary: 'One lever with its facing customers and quota events',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZLeverSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/alavanca/salvarAtualizarAlavanca',
    access: { roles: EDIT },
    summary: 'Create a lever, or change one (with the version read: 409 when stale)',
    tag,
    body: ZLeverSaveSchema,
    responses: { 200: ZLeverSchema },
  }),
  options: declareCall({
    method: 'POST',
    path: '/alavanca/buscarInput',
    access: { roles: PICK },
    summary: 'Active levers within validity, of the given channels, for the agreement wizard',
    tag,
    body: ZLeverOptionsRequestSchema,
    responses: { 200: ZLeverOptionListSchema },
  }),
};

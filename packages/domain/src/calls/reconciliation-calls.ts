import {
  ZFindingOverrideSchema,
  ZInconsistencyPageSchema,
  ZInconsistencySearchSchema,
  ZReconciliationSchema,
} from '../ascertainment-reconciliation';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';

/** Everyone who reads ascertainments reads their reconciliation (the ascertainment screen's roles). */
const VIEW: Role[] = [
  'ROLE_VISUALIZAR_EDICAO_APURACAO',
  'ROLE_EDITAR_APURACAO_ACORDO',
  'ROLE_ENVIAR_APROVACAO_APURACAO',
  'ROLE_APROVAR_APURACOES',
  'ROLE_RESGATAR_APURACAO',
];

/** The reconciliation gate of the ascertainment and `/inconsistencies-dashboard`. */
export const reconciliationCalls = {
  get: declareCall({
    method: 'POST',
    path: '/apuracao/buscarConciliacao',
    access: { roles: VIEW },
    summary:
      'The reconciliation findings of one ascertainment and its sell-in recalculation warning; 404 outside the caller’s restrictions',
    tag: 'ascertainment',
    body: ZRecordIdSchema,
    responses: { 200: ZReconciliationSchema },
  }),
  override: declareCall({
    method: 'POST',
    path: '/apuracao/justificarInconsistencia',
    access: { roles: ['ROLE_EDITAR_APURACAO_ACORDO'] },
    summary:
      'Overrides one reconciliation finding with a justification (the ascertainment’s version moves on)',
    tag: 'ascertainment',
    body: ZFindingOverrideSchema,
    responses: { 200: ZReconciliationSchema },
  }),
  dashboard: declareCall({
    method: 'POST',
    path: '/dashboardInconsistencias/buscar',
    access: { roles: ['ROLE_VISUALIZAR_DASHBOARD_INCONSISTENCIAS'] },
    summary:
      'Findings, line inconsistencies and recalculation warnings of ascertainments, filtered and paged, with counts by kind',
    tag: 'ascertainment',
    body: ZInconsistencySearchSchema,
    responses: { 200: ZInconsistencyPageSchema },
  }),
};

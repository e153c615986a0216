import { ZOnePageSchema } from '../ascertainment-one-page';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';

/**
 * The one-page screen has no role of its own (spec): any signed-in user opens it, and its data
 * obey the ascertainment's view roles and the caller's restrictions.
 */
export const ASCERTAINMENT_VIEW_ROLES: Role[] = [
  'ROLE_VISUALIZAR_EDICAO_APURACAO',
  'ROLE_EDITAR_APURACAO_ACORDO',
  'ROLE_ENVIAR_APROVACAO_APURACAO',
  'ROLE_APROVAR_APURACOES',
  'ROLE_RESGATAR_APURACAO',
];

export const ascertainmentOnePageCalls = {
  get: declareCall({
    method: 'POST',
    path: '/apuracao/buscarOnePage',
    access: { roles: ASCERTAINMENT_VIEW_ROLES },
    summary:
      'The one page of an agreement and period, addressed by one of its ascertainments: header, levers’ values and totals',
    tag: 'ascertainment',
    body: ZRecordIdSchema,
    responses: { 200: ZOnePageSchema },
  }),
};

import { ZAscertainmentSchema } from '../ascertainment';
import {
  ZAscertainmentOnAbatementSchema,
  ZAscertainmentOnRowSchema,
  ZAscertainmentOnSearchSchema,
} from '../ascertainment-on';
import { pageOf } from '../paging';
import { rolesOfRoute } from '../route-access';
import { declareCall } from './call';

/** `/trade-agreements-ascertainmentOn/ascertainmentOn-edit`: the ON ascertainment (`/api/apuracao/`). */
export const ascertainmentOnCalls = {
  search: declareCall({
    method: 'POST',
    path: '/apuracao/buscarApuracaoOn',
    access: { roles: rolesOfRoute('/trade-agreements-ascertainmentOn/ascertainmentOn-edit') },
    summary:
      'ON lever lines of a competence: value in force, abatement granted, difference and SAP ON state (within the caller’s restrictions)',
    tag: 'ascertainment',
    body: ZAscertainmentOnSearchSchema,
    responses: { 200: pageOf(ZAscertainmentOnRowSchema) },
  }),
  saveAbatement: declareCall({
    method: 'POST',
    path: '/apuracao/salvarAbatimentoOn',
    // Keying in what the invoice granted edits the ascertainment: the validation's role.
    access: { roles: ['ROLE_EDITAR_APURACAO_ACORDO'] },
    summary: 'The abatement granted on the invoice of an ON line, justified; answers the ascertainment',
    tag: 'ascertainment',
    body: ZAscertainmentOnAbatementSchema,
    responses: { 200: ZAscertainmentSchema },
  }),
};

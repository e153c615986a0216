import { ZPayerSplitSaveSchema, ZPayerSplitSchema } from '../ascertainment-payers';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { ASCERTAINMENT_VIEW_ROLES } from './ascertainment-one-page-calls';
import { declareCall } from './call';

/** The analyst sets the split; the approver may mend it before approving. */
const CONFIGURE: Role[] = ['ROLE_EDITAR_APURACAO_ACORDO', 'ROLE_APROVAR_APURACOES'];

/** The SAP payer configuration of an ascertainment (`/api/apuracao/`). */
export const ascertainmentPayerCalls = {
  get: declareCall({
    method: 'POST',
    path: '/apuracao/buscarPagadoresSap',
    access: { roles: ASCERTAINMENT_VIEW_ROLES },
    summary:
      'The split of an ascertainment’s to-pay value among its SAP payers (a proposal until one is saved)',
    tag: 'ascertainment',
    body: ZRecordIdSchema,
    responses: { 200: ZPayerSplitSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/apuracao/salvarPagadoresSap',
    access: { roles: CONFIGURE },
    summary:
      'Saves the split among SAP payers, with a justification: above the to-pay value refused, below it saved with a warning',
    tag: 'ascertainment',
    body: ZPayerSplitSaveSchema,
    responses: { 200: ZPayerSplitSchema },
  }),
};

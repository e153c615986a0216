import {
  ZPayerConfigurationRowSchema,
  ZPayerConfigurationSearchSchema,
} from '../ascertainment-payer-configuration';
import { ZPayerSplitSaveSchema, ZPayerSplitSchema } from '../ascertainment-payers';
import { pageOf } from '../paging';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { ASCERTAINMENT_VIEW_ROLES } from './ascertainment-one-page-calls';
import { declareCall } from './call';

/** The analyst sets the split; the approver may mend it before approving. */
export const PAYER_SPLIT_CONFIGURE_ROLES: Role[] = ['ROLE_EDITAR_APURACAO_ACORDO', 'ROLE_APROVAR_APURACOES'];

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
    access: { roles: PAYER_SPLIT_CONFIGURE_ROLES },
    summary:
      'Saves the split among SAP payers, with a justification: above the to-pay value refused, below it saved with a warning',
    tag: 'ascertainment',
    body: ZPayerSplitSaveSchema,
    responses: { 200: ZPayerSplitSchema },
  }),
  configurationSearch: declareCall({
    method: 'POST',
    path: '/apuracao/buscarConfiguracaoPagadoresSap',
    access: { roles: ASCERTAINMENT_VIEW_ROLES },
    summary:
      'The ascertainments of a competence whose levers name more than one SAP payer, with the state of their split (paged, within the caller’s restrictions)',
    tag: 'ascertainment',
    body: ZPayerConfigurationSearchSchema,
    responses: { 200: pageOf(ZPayerConfigurationRowSchema) },
  }),
};

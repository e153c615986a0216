import { ZFrequencyOnFiltersSchema, ZFrequencyOnRowSchema, ZFrequencyOnSearchSchema } from '../frequency-on';
import { ZExportFileSchema } from '../import-export-jobs';
import { pageOf } from '../paging';
import { AGREEMENT_VIEW_ROLES } from './agreements-calls';
import { declareCall } from './call';

const tag = 'agreements';

/** "Frequency ON" (`/agreements/frequency-on`): when the ON levers' periods end in a year. */
export const agreementFrequencyOnCalls = {
  search: declareCall({
    method: 'POST',
    path: '/contrato/buscarFrequenciaOn',
    access: { roles: AGREEMENT_VIEW_ROLES },
    summary:
      'The ON levers of approved agreements with the months of a year in which their periods end (paged, within the caller’s restrictions)',
    tag,
    body: ZFrequencyOnSearchSchema,
    responses: { 200: pageOf(ZFrequencyOnRowSchema) },
  }),
  export: declareCall({
    method: 'POST',
    path: '/contrato/exportarFrequenciaOn',
    access: { roles: AGREEMENT_VIEW_ROLES },
    summary: 'The ON frequency grid under the screen’s filters as a spreadsheet',
    tag,
    body: ZFrequencyOnFiltersSchema,
    responses: { 200: ZExportFileSchema },
  }),
};

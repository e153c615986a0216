import {
  ZExecutionExportSchema,
  ZExecutionPageSchema,
  ZExecutionSearchSchema,
} from '../ascertainment-execution';
import { ZExportFileSchema } from '../import-export-jobs';
import { ASCERTAINMENT_VIEW_ROLES } from './ascertainment-one-page-calls';
import { declareCall } from './call';

/** `/trade-agreements-ascertainment/execution`: the achievement of each lever line. */
export const ascertainmentExecutionCalls = {
  search: declareCall({
    method: 'POST',
    path: '/apuracao/buscarAtingimentos',
    access: { roles: ASCERTAINMENT_VIEW_ROLES },
    summary:
      'Lever lines of the ascertainments under the filters with the contract discount, metric % and achievement, paged; within the caller’s restrictions',
    tag: 'ascertainment',
    body: ZExecutionSearchSchema,
    responses: { 200: ZExecutionPageSchema },
  }),
  export: declareCall({
    method: 'POST',
    path: '/apuracao/exportarAtingimentos',
    access: { roles: ASCERTAINMENT_VIEW_ROLES },
    summary:
      'The lever lines’ achievements under the filters as a spreadsheet, at once up to the export limit',
    tag: 'ascertainment',
    body: ZExecutionExportSchema,
    responses: { 200: ZExportFileSchema },
  }),
};

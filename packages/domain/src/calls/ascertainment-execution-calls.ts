import { ZExecutionPageSchema, ZExecutionSearchSchema } from '../ascertainment-execution';
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
};

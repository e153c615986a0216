import { SIMULATOR_ROLES } from '../route-access';
import { ZSimulatorAnswerSchema, ZSimulatorRequestSchema } from '../simulator';
import { declareCall } from './call';

/** The calculation simulator (/calc/simulator): the engine on typed inputs, nothing stored. */
export const simulatorCalls = {
  calculate: declareCall({
    method: 'POST',
    path: '/simulador/calcular',
    access: { roles: SIMULATOR_ROLES },
    summary:
      'Runs a calculation model on the inputs given (nothing is stored): value, abatement, to pay, achievement, rate and every step',
    tag: 'calculations',
    body: ZSimulatorRequestSchema,
    responses: { 200: ZSimulatorAnswerSchema },
  }),
};

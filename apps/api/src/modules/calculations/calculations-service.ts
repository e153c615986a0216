import { simulate, type TSimulatorAnswer, type TSimulatorRequest } from '@trade-terms/domain/simulator';

/**
 * The simulator runs the domain's calculation engine on the inputs the caller typed: nothing is
 * read from or written to the database, so it needs no caller and leaves no audit row. The
 * stored calculations of the ascertainment will run the same engine on the period's data.
 */
export function runSimulation(request: TSimulatorRequest): TSimulatorAnswer {
  return simulate(request);
}

import { percentageContractCalls } from '@trade-terms/domain/calls/percentage-contracts-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { serveCall } from '../../platform/http/serve-call';
import { ascertainCompetence, ascertainmentsOf } from './percentage-ascertainment';
import { percentageCallerOf } from './percentage-contracts-caller';
import type { PercentageContractsNeighbours } from './percentage-contracts-neighbours';
import {
  approvePercentageContracts,
  cancelPercentageContract,
  decidePercentageContract,
  percentageContractById,
  percentageContractCounts,
  savePercentageContract,
  searchPercentageContracts,
  sendPercentageContract,
} from './percentage-contracts-service';

/** `/percentage-value` (`/api/contratoPercentual/`). Each move answers the contract after it. */
export function percentageContractsRoutes(
  context: AppContext,
  neighbours: PercentageContractsNeighbours,
): FastifyPluginAsyncZod {
  const { db } = context.database;
  const calls = percentageContractCalls;
  return async (app) => {
    serveCall(app, calls.search, (request) =>
      searchPercentageContracts(db, request.body, percentageCallerOf(request)),
    );
    serveCall(app, calls.counts, (request) =>
      percentageContractCounts(db, request.body, percentageCallerOf(request)),
    );
    serveCall(app, calls.byId, (request) =>
      percentageContractById(db, request.body.id, percentageCallerOf(request)),
    );
    serveCall(app, calls.save, (request) =>
      savePercentageContract(db, request.body, percentageCallerOf(request)),
    );
    serveCall(app, calls.send, (request) =>
      sendPercentageContract(db, request.body, percentageCallerOf(request)),
    );
    serveCall(app, calls.approve, (request) =>
      decidePercentageContract(db, request.body, 'APROVAR', percentageCallerOf(request)),
    );
    serveCall(app, calls.disapprove, (request) =>
      decidePercentageContract(db, request.body, 'REPROVAR', percentageCallerOf(request)),
    );
    serveCall(app, calls.approveMany, (request) =>
      approvePercentageContracts(db, request.body.ids, percentageCallerOf(request)),
    );
    serveCall(app, calls.cancel, (request) =>
      cancelPercentageContract(db, request.body, percentageCallerOf(request)),
    );
    serveCall(app, calls.ascertain, (request) =>
      ascertainCompetence(db, request.body, percentageCallerOf(request), neighbours),
    );
    serveCall(app, calls.ascertainments, (request) =>
      ascertainmentsOf(db, request.body, percentageCallerOf(request), neighbours),
    );
  };
}

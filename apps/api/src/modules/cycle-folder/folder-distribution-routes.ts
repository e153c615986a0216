import { folderDistributionCalls } from '@trade-terms/domain/calls/folder-distribution-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { serveCall } from '../../platform/http/serve-call';
import { folderCallerOf } from './cycle-folder-caller';
import { getFolderAssignments } from './folder-assignment-reads';
import { saveAssignments } from './folder-assignment-save';
import { getFolderDistribution, searchCoordinators } from './folder-distribution-reads';
import { saveDistribution } from './folder-distribution-save';

/**
 * `/counting/distribute-money` and `/counting/assignActions` (`/api/apuracaoPasta/`): an approved
 * folder's money among regional coordinators, and their actions assigned to customers. A save
 * answers the folder's distribution or assignments as they stand after it.
 */
export function folderDistributionRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, folderDistributionCalls.getDistribution, (request) =>
      getFolderDistribution(db, request.body.id, folderCallerOf(request)),
    );
    serveCall(app, folderDistributionCalls.saveDistribution, async (request) => {
      const caller = folderCallerOf(request);
      await saveDistribution(db, request.body, caller);
      return getFolderDistribution(db, request.body.folderId, caller);
    });
    serveCall(app, folderDistributionCalls.searchCoordinators, (request) =>
      searchCoordinators(db, request.body.search),
    );
    serveCall(app, folderDistributionCalls.getAssignments, (request) =>
      getFolderAssignments(db, request.body.id, folderCallerOf(request)),
    );
    serveCall(app, folderDistributionCalls.saveAssignments, async (request) => {
      const caller = folderCallerOf(request);
      await saveAssignments(db, request.body, caller);
      return getFolderAssignments(db, request.body.folderId, caller);
    });
  };
}

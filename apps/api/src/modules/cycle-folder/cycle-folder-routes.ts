import { cycleFolderCalls } from '@trade-terms/domain/calls/cycle-folder-calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { serveCall } from '../../platform/http/serve-call';
import { type FolderCaller, folderCallerOf } from './cycle-folder-caller';
import { folderMapLines, getCycleFolder, searchCycleFolders } from './cycle-folder-reads';
import { saveFolder } from './cycle-folder-save';
import { closeFolder, decideFolder, sendToApproval, setPlanningOpen } from './cycle-folder-workflow';

/** `/cycleFolder` (`/api/pastaCiclo/`): the folder's planning and its approval. */
export function cycleFolderRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const callerOf = folderCallerOf;
  /** A move, then the folder as it stands after it. */
  const answer = async (
    request: FastifyRequest,
    id: number,
    move: (caller: FolderCaller) => Promise<unknown>,
  ) => {
    const caller = callerOf(request);
    await move(caller);
    return getCycleFolder(db, id, caller);
  };
  return async (app) => {
    serveCall(app, cycleFolderCalls.search, (request) =>
      searchCycleFolders(db, request.body, callerOf(request)),
    );
    serveCall(app, cycleFolderCalls.get, (request) => getCycleFolder(db, request.body.id, callerOf(request)));
    serveCall(app, cycleFolderCalls.save, async (request) => {
      const caller = callerOf(request);
      return getCycleFolder(db, await saveFolder(db, request.body, caller), caller);
    });
    serveCall(app, cycleFolderCalls.mapLines, (request) =>
      folderMapLines(db, request.body, callerOf(request)),
    );
    serveCall(app, cycleFolderCalls.sendToApproval, (request) =>
      answer(request, request.body.id, (caller) => sendToApproval(db, request.body, caller)),
    );
    serveCall(app, cycleFolderCalls.approve, (request) =>
      answer(request, request.body.id, (caller) => decideFolder(db, request.body, 'APROVAR', caller)),
    );
    serveCall(app, cycleFolderCalls.disapprove, (request) =>
      answer(request, request.body.id, (caller) => decideFolder(db, request.body, 'REPROVAR', caller)),
    );
    serveCall(app, cycleFolderCalls.closePlanning, (request) =>
      answer(request, request.body.id, (caller) => setPlanningOpen(db, request.body, false, caller)),
    );
    serveCall(app, cycleFolderCalls.reopenPlanning, (request) =>
      answer(request, request.body.id, (caller) => setPlanningOpen(db, request.body, true, caller)),
    );
    serveCall(app, cycleFolderCalls.close, (request) =>
      answer(request, request.body.id, (caller) => closeFolder(db, request.body, caller)),
    );
  };
}

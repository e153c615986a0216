import { cycleFolderAddendumCalls } from '@trade-terms/domain/calls/cycle-folder-addendum-calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../platform/errors';
import { serveCall } from '../../platform/http/serve-call';
import { addendaOf, addendumAnswer } from './cycle-folder-addendum-reads';
import { findAddendum } from './cycle-folder-addendum-repository';
import { removeAddendum, saveAddendum } from './cycle-folder-addendum-save';
import { decideAddendum, sendAddendum } from './cycle-folder-addendum-workflow';
import { type FolderCaller, folderCallerOf } from './cycle-folder-caller';

/** `/cycleFolder` addenda (`/api/pastaCiclo/…Aditivo`): numbered changes to an approved folder. */
export function cycleFolderAddendumRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const callerOf = folderCallerOf;
  /** The visible addendum a move names (404 otherwise), then the move, then the addendum after it. */
  const answer = async (
    request: FastifyRequest,
    id: number,
    move: (caller: FolderCaller) => Promise<unknown>,
  ) => {
    const caller = callerOf(request);
    const addendum = await findAddendum(db, id, caller.restrictions);
    if (!addendum) throw new AppError('NOT_FOUND');
    await move(caller);
    return addendumAnswer(await addendaOf(db, addendum.folderId, caller), id);
  };
  return async (app) => {
    serveCall(app, cycleFolderAddendumCalls.search, (request) =>
      addendaOf(db, request.body.id, callerOf(request)),
    );
    serveCall(app, cycleFolderAddendumCalls.save, async (request) => {
      const caller = callerOf(request);
      const id = await saveAddendum(db, request.body, caller);
      return addendumAnswer(await addendaOf(db, request.body.folderId, caller), id);
    });
    serveCall(app, cycleFolderAddendumCalls.remove, async (request) => {
      const caller = callerOf(request);
      const addendum = await findAddendum(db, request.body.id, caller.restrictions);
      if (!addendum) throw new AppError('NOT_FOUND');
      await removeAddendum(db, addendum, request.body.version, caller);
      return addendaOf(db, addendum.folderId, caller);
    });
    serveCall(app, cycleFolderAddendumCalls.sendToApproval, (request) =>
      answer(request, request.body.id, (caller) => sendAddendum(db, request.body, caller)),
    );
    serveCall(app, cycleFolderAddendumCalls.approve, (request) =>
      answer(request, request.body.id, (caller) => decideAddendum(db, request.body, 'APROVAR', caller)),
    );
    serveCall(app, cycleFolderAddendumCalls.disapprove, (request) =>
      answer(request, request.body.id, (caller) => decideAddendum(db, request.body, 'REPROVAR', caller)),
    );
  };
}

import { folderAppreciationCalls } from '@trade-terms/domain/calls/folder-appreciation-calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { serveCall } from '../../platform/http/serve-call';
import { type FolderCaller, folderCallerOf } from './cycle-folder-caller';
import type { CycleFolderNeighbours } from './cycle-folder-neighbours';
import { getFolderAppreciation, searchFolderAppreciations } from './folder-appreciation-reads';
import { saveAppreciation } from './folder-appreciation-save';
import { moveAppreciation } from './folder-appreciation-workflow';

/** `/appreciation` (`/api/valorizacaoPasta/`): an approved counting turned into money, and its confirmation. */
export function folderAppreciationRoutes(
  context: AppContext,
  neighbours: CycleFolderNeighbours,
): FastifyPluginAsyncZod {
  const { db } = context.database;
  /** A change, then the appreciation as it stands after it. */
  const answer = async (
    request: FastifyRequest,
    folderId: number,
    change: (caller: FolderCaller) => Promise<unknown>,
  ) => {
    const caller = folderCallerOf(request);
    await change(caller);
    return getFolderAppreciation(db, folderId, caller);
  };
  return async (app) => {
    serveCall(app, folderAppreciationCalls.search, (request) =>
      searchFolderAppreciations(db, request.body, folderCallerOf(request)),
    );
    serveCall(app, folderAppreciationCalls.get, (request) =>
      getFolderAppreciation(db, request.body.id, folderCallerOf(request)),
    );
    serveCall(app, folderAppreciationCalls.save, (request) =>
      answer(request, request.body.folderId, (caller) => saveAppreciation(db, request.body, caller)),
    );
    serveCall(app, folderAppreciationCalls.confirm, (request) =>
      answer(request, request.body.id, (caller) =>
        moveAppreciation(db, request.body, 'confirm', caller, neighbours),
      ),
    );
    serveCall(app, folderAppreciationCalls.reopen, (request) =>
      answer(request, request.body.id, (caller) =>
        moveAppreciation(db, request.body, 'reopen', caller, neighbours),
      ),
    );
  };
}

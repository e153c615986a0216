import { folderCountingCalls } from '@trade-terms/domain/calls/folder-counting-calls';
import { SUPPORTING_DOCUMENT_MAX_BYTES } from '@trade-terms/domain/supporting-documents';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { uploadBodyLimit } from '../../platform/http/base64-upload';
import { sendFileAnswer } from '../../platform/http/file-answer';
import { serveCall } from '../../platform/http/serve-call';
import { type FolderCaller, folderCallerOf } from './cycle-folder-caller';
import { downloadCountingDocument, getFolderCounting, searchFolderCountings } from './folder-counting-reads';
import { saveCounting } from './folder-counting-save';
import { decideCounting, sendCountingToApproval } from './folder-counting-workflow';

/** A counting's save carries its rows' new documents: room for five of the largest at once. */
const SAVE_BODY_LIMIT = uploadBodyLimit(5 * SUPPORTING_DOCUMENT_MAX_BYTES);

/** `/counting` (`/api/apuracaoPasta/`): what an approved folder executed, and its approval. */
export function folderCountingRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  /** A change, then the counting as it stands after it. */
  const answer = async (
    request: FastifyRequest,
    folderId: number,
    change: (caller: FolderCaller) => Promise<unknown>,
  ) => {
    const caller = folderCallerOf(request);
    await change(caller);
    return getFolderCounting(db, folderId, caller);
  };
  return async (app) => {
    serveCall(app, folderCountingCalls.search, (request) =>
      searchFolderCountings(db, request.body, folderCallerOf(request)),
    );
    serveCall(app, folderCountingCalls.get, (request) =>
      getFolderCounting(db, request.body.id, folderCallerOf(request)),
    );
    serveCall(
      app,
      folderCountingCalls.save,
      (request) =>
        answer(request, request.body.folderId, (caller) => saveCounting(context, request.body, caller)),
      { bodyLimit: SAVE_BODY_LIMIT },
    );
    serveCall(app, folderCountingCalls.sendToApproval, (request) =>
      answer(request, request.body.id, (caller) => sendCountingToApproval(db, request.body, caller)),
    );
    serveCall(app, folderCountingCalls.approve, (request) =>
      answer(request, request.body.id, (caller) => decideCounting(db, request.body, 'APROVAR', caller)),
    );
    serveCall(app, folderCountingCalls.disapprove, (request) =>
      answer(request, request.body.id, (caller) => decideCounting(db, request.body, 'REPROVAR', caller)),
    );
    serveCall(app, folderCountingCalls.document, async (request, reply) =>
      sendFileAnswer(
        reply,
        await downloadCountingDocument(context, request.body.id, folderCallerOf(request)),
      ),
    );
  };
}

import { chatCalls } from '@trade-terms/domain/calls/chat-calls';
import { type ChatActor, isChatAdministrator } from '@trade-terms/domain/chat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { sendFileAnswer } from '../../platform/http/file-answer';
import { serveCall } from '../../platform/http/serve-call';
import { successEnvelope } from '../../platform/http/success-message';
import { downloadChatAttachment, uploadChatAttachment } from './chat-attachments';
import {
  closeChatTicket,
  getChatTicket,
  openChatTicket,
  replyToChatTicket,
  searchChatTickets,
  unreadChatTotal,
} from './chat-service';

function actorOf(request: FastifyRequest): ChatActor {
  const user = currentUser(request);
  return { id: user.id, isAdministrator: isChatAdministrator(user.authorities) };
}

/** The support chat (spec, sections 2 to 6), open to every signed-in user. */
export function chatRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, chatCalls.search, (request) => searchChatTickets(db, request.body, actorOf(request)));
    serveCall(app, chatCalls.uploadAttachment, async (request, reply) => {
      const length = Number(request.headers['content-length']);
      try {
        const attachment = await uploadChatAttachment(
          context,
          {
            fileName: request.query.fileName,
            body: request.raw,
            declaredBytes: Number.isFinite(length) ? length : null,
          },
          actorOf(request),
        );
        return reply.status(201).send(attachment);
      } catch (error) {
        // A refused upload is not read to its end: the connection closes with the answer.
        reply.header('connection', 'close');
        throw error;
      }
    });
    serveCall(app, chatCalls.open, async (request, reply) => {
      const id = await openChatTicket(db, request.body, actorOf(request));
      return reply.status(201).send({ id });
    });
    serveCall(app, chatCalls.get, (request) => getChatTicket(db, request.body.id, actorOf(request)));
    serveCall(app, chatCalls.reply, async (request) => {
      await replyToChatTicket(db, request.body, actorOf(request));
      return successEnvelope(request, 'chat.replied');
    });
    serveCall(app, chatCalls.close, async (request) => {
      await closeChatTicket(db, request.body.id, actorOf(request));
      return successEnvelope(request, 'chat.closed');
    });
    serveCall(app, chatCalls.downloadAttachment, async (request, reply) =>
      sendFileAnswer(reply, await downloadChatAttachment(context, request.body.id, actorOf(request))),
    );
    serveCall(app, chatCalls.unread, async (request) => ({
      total: await unreadChatTotal(db, actorOf(request)),
    }));
  };
}

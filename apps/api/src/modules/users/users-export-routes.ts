import { userCalls } from '@trade-terms/domain/calls/users-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requestLanguage } from '../../platform/http/error-envelope';
import { serveCall } from '../../platform/http/serve-call';
import { exportRegisteredUsers } from './users-export';

export function usersExportRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, userCalls.exportRegistered, (request) => {
      const { page: _page, pageSize: _size, ...search } = request.body;
      return exportRegisteredUsers(db, search, requestLanguage(request));
    });
  };
}

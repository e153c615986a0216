import { ZExportFileSchema, ZUserTabSearchSchema } from '@trade-terms/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requestLanguage } from '../../platform/http/error-envelope';
import { exportRegisteredUsers } from './users-export';
import { tags, VIEW_USERS } from './users-route-roles';

export function usersExportRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/usuario/export',
      {
        config: { access: { roles: VIEW_USERS } },
        schema: {
          summary: 'The registered users under the filters and sort, as an xlsx file in base64',
          tags,
          body: ZUserTabSearchSchema,
          response: { 200: ZExportFileSchema },
        },
      },
      async (request) => {
        const { pagina: _page, tamanhoPagina: _size, ...search } = request.body;
        return exportRegisteredUsers(db, search, requestLanguage(request));
      },
    );
  };
}

import { ZMessageEnvelopeSchema } from '@trade-terms/domain/errors';
import { pageOf } from '@trade-terms/domain/paging';
import { ZRecordIdSchema } from '@trade-terms/domain/records';
import {
  USER_TABS,
  ZUserDetailSchema,
  ZUserSaveSchema,
  ZUserSchema,
  ZUserSearchSchema,
  ZUserSummarySchema,
  ZUserTabItemSchema,
  ZUserTabSearchSchema,
  ZUserTabTotalsSchema,
} from '@trade-terms/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { messagesEnvelope } from '../../platform/http/success-message';
import { removeUser } from './user-removal';
import { getUserDetail, listUserTab, tabTotals } from './user-tabs-service';
import type { UsersNeighbours } from './users-neighbours';
import { DECIDE_FIRST_ACCESS, EDIT_USERS, tags, VIEW_USERS } from './users-route-roles';
import { listUsers, saveUser } from './users-service';

/** The user register and the tabs of the Users screen. */
export function usersAdminRoutes(context: AppContext, neighbours: UsersNeighbours): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.post(
      '/usuario/buscarUsuarios',
      {
        config: { access: { roles: VIEW_USERS } },
        schema: {
          summary: 'Users, paged, filtered by text and status',
          tags,
          body: ZUserSearchSchema,
          response: { 200: pageOf(ZUserSummarySchema) },
        },
      },
      async (request) => listUsers(db, request.body),
    );

    app.post(
      '/usuario/buscarPorId',
      {
        config: { access: { roles: [...VIEW_USERS, ...DECIDE_FIRST_ACCESS] } },
        schema: {
          summary: 'One user, with the access stage, the pending change and the decisions on requests',
          tags,
          body: ZRecordIdSchema,
          response: { 200: ZUserDetailSchema },
        },
      },
      async (request) => getUserDetail(db, neighbours.approvals, request.body.id),
    );

    app.post(
      '/usuario/salvarAtualizarUsuario',
      {
        config: { access: { roles: EDIT_USERS } },
        schema: {
          summary: 'Create a user, or change one (with the version read: 409 when stale)',
          tags,
          body: ZUserSaveSchema,
          response: { 200: ZUserSchema },
        },
      },
      async (request) => saveUser(db, request.body, currentUser(request).id),
    );

    app.post(
      '/usuario/removerUsuario',
      {
        config: { access: { roles: EDIT_USERS } },
        schema: {
          summary: 'Deactivate a user: they can no longer sign in',
          tags,
          body: ZRecordIdSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) =>
        messagesEnvelope(
          request,
          await removeUser(db, request.body.id, currentUser(request).id, neighbours.approvals),
        ),
    );

    for (const { tab, state, call } of USER_TABS) {
      app.post(
        `/usuario/${call}`,
        {
          config: { access: { roles: VIEW_USERS } },
          schema: {
            summary: `Users in ${state}, paged, filtered by text, profile and status, sorted`,
            tags,
            body: ZUserTabSearchSchema,
            response: { 200: pageOf(ZUserTabItemSchema) },
          },
        },
        async (request) => listUserTab(db, tab, request.body),
      );
    }

    app.post(
      '/usuario/totalizadorAbas',
      {
        config: { access: { roles: VIEW_USERS } },
        schema: {
          summary: 'How many users each tab of the Users screen holds, by access state',
          tags,
          response: { 200: ZUserTabTotalsSchema },
        },
      },
      async () => tabTotals(db),
    );
  };
}

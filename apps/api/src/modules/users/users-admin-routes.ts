import { userCalls, userTabCalls } from '@trade-terms/domain/calls/users-calls';
import { USER_TABS } from '@trade-terms/domain/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { serveCall } from '../../platform/http/serve-call';
import { messagesEnvelope } from '../../platform/http/success-message';
import { removeUser } from './user-removal';
import { getUserDetail, listUserTab, tabTotals } from './user-tabs-service';
import type { UsersNeighbours } from './users-neighbours';
import { listUsers, saveUser } from './users-service';

/** The user register and the tabs of the Users screen. */
export function usersAdminRoutes(context: AppContext, neighbours: UsersNeighbours): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    serveCall(app, userCalls.search, (request) => listUsers(db, request.body));
    serveCall(app, userCalls.get, (request) => getUserDetail(db, neighbours.approvals, request.body.id));
    serveCall(app, userCalls.save, (request) => saveUser(db, request.body, currentUser(request).id));
    serveCall(app, userCalls.remove, async (request) =>
      messagesEnvelope(
        request,
        await removeUser(db, request.body.id, currentUser(request).id, neighbours.approvals),
      ),
    );
    for (const { tab } of USER_TABS) {
      serveCall(app, userTabCalls[tab], (request) => listUserTab(db, tab, request.body));
    }
    serveCall(app, userCalls.tabTotals, () => tabTotals(db));
  };
}

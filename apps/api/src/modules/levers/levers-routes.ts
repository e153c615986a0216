import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import { calendarDateIn } from '@trade-terms/domain/dates';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { serveCall } from '../../platform/http/serve-call';
import { findLevers, getLever, type LeverCaller, leverOptions, saveLever } from './levers-service';

export function leversRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const caller = (request: FastifyRequest): LeverCaller => {
    const user = currentUser(request);
    return {
      id: user.id,
      restrictions: user.restricoes,
      today: calendarDateIn(context.config.BUSINESS_TIME_ZONE),
    };
  };
  return async (app) => {
    serveCall(app, leverCalls.search, (request) => findLevers(db, request.body, caller(request)));
    serveCall(app, leverCalls.get, (request) => getLever(db, request.body.id, caller(request)));
    serveCall(app, leverCalls.save, (request) => saveLever(db, request.body, caller(request)));
    serveCall(app, leverCalls.options, (request) => leverOptions(db, request.body, caller(request)));
  };
}

import { calendarCalls } from '@trade-terms/domain/calls/calendar-calls';
import { calendarDateIn } from '@trade-terms/domain/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { serveCall } from '../../platform/http/serve-call';
import { successEnvelope } from '../../platform/http/success-message';
import { eventTypes, findEvents, removeEvent, saveEvent, saveEventType } from './calendar-service';

export function calendarRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  return async (app) => {
    serveCall(app, calendarCalls.eventTypes, () => eventTypes(db));
    serveCall(app, calendarCalls.search, (request) => findEvents(db, request.body, calendarDateIn(timeZone)));
    serveCall(app, calendarCalls.save, (request) => saveEvent(db, request.body, currentUser(request).id));
    serveCall(app, calendarCalls.saveEventType, (request) =>
      saveEventType(db, request.body, currentUser(request).id),
    );
    serveCall(app, calendarCalls.remove, async (request) => {
      await removeEvent(db, request.body.id, currentUser(request).id);
      return successEnvelope(request, 'success.removed');
    });
  };
}

import {
  ZCalendarEventListSchema,
  ZCalendarEventSaveSchema,
  ZCalendarEventSchema,
  ZCalendarEventTypeListSchema,
  ZCalendarEventTypeSaveSchema,
  ZCalendarEventTypeSchema,
  ZCalendarSearchSchema,
} from '@trade-terms/domain/calendar';
import { calendarDateIn } from '@trade-terms/domain/dates';
import { ZMessageEnvelopeSchema } from '@trade-terms/domain/errors';
import type { Role } from '@trade-terms/domain/permissions';
import { ZRecordIdSchema } from '@trade-terms/domain/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../platform/auth/route-guard';
import { successEnvelope } from '../../platform/http/success-message';
import { eventTypes, findEvents, removeEvent, saveEvent, saveEventType } from './calendar-service';

/** The calendar is open to every signed-in user (spec §6); changing it needs the edit role. */
const ANY_USER: Role[] = [];
const EDIT: Role[] = ['ROLE_EDITAR_CALENDARIO'];
const tags = ['calendar'];

export function calendarRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  const timeZone = context.config.BUSINESS_TIME_ZONE;
  return async (app) => {
    app.post(
      '/calendario/buscarNomeEventos',
      {
        config: { access: { roles: ANY_USER } },
        schema: {
          summary: 'The event types, by name',
          tags,
          response: { 200: ZCalendarEventTypeListSchema },
        },
      },
      async () => eventTypes(db),
    );

    app.post(
      '/calendario/pesquisar',
      {
        config: { access: { roles: ANY_USER } },
        schema: {
          summary: 'Events of a day, or the next events from a date (today by default), sorted by date',
          tags,
          body: ZCalendarSearchSchema,
          response: { 200: ZCalendarEventListSchema },
        },
      },
      async (request) => findEvents(db, request.body, calendarDateIn(timeZone)),
    );

    app.post(
      '/calendario/salvar',
      {
        config: { access: { roles: EDIT } },
        schema: {
          summary: 'Create an event, or change one (with the version read: 409 when stale)',
          tags,
          body: ZCalendarEventSaveSchema,
          response: { 200: ZCalendarEventSchema },
        },
      },
      async (request) => saveEvent(db, request.body, currentUser(request).id),
    );

    app.post(
      '/calendario/salvarTipoEvento',
      {
        config: { access: { roles: EDIT } },
        schema: {
          summary: 'Add an event type (its name unique whatever the case)',
          tags,
          body: ZCalendarEventTypeSaveSchema,
          response: { 200: ZCalendarEventTypeSchema },
        },
      },
      async (request) => saveEventType(db, request.body, currentUser(request).id),
    );

    app.post(
      '/calendario/excluir',
      {
        config: { access: { roles: EDIT } },
        schema: {
          summary: 'Remove an event',
          tags,
          body: ZRecordIdSchema,
          response: { 200: ZMessageEnvelopeSchema },
        },
      },
      async (request) => {
        await removeEvent(db, request.body.id, currentUser(request).id);
        return successEnvelope(request, 'success.removed');
      },
    );
  };
}

import {
  ZCalendarEventListSchema,
  ZCalendarEventSaveSchema,
  ZCalendarEventSchema,
  ZCalendarEventTypeListSchema,
  ZCalendarEventTypeSaveSchema,
  ZCalendarEventTypeSchema,
  ZCalendarSearchSchema,
} from '../calendar';
import { ZMessageEnvelopeSchema } from '../errors';
import type { Role } from '../permissions';
import { ZRecordIdSchema } from '../records';
import { declareCall } from './call';

/** The calendar is open to every signed-in user (spec §6); changing it needs the edit role. */
const ANY_USER: Role[] = [];
const EDIT: Role[] = ['ROLE_EDITAR_CALENDARIO'];
const tag = 'calendar';

export const calendarCalls = {
  eventTypes: declareCall({
    method: 'POST',
    path: '/calendario/buscarNomeEventos',
    access: { roles: ANY_USER },
    summary: 'The event types, by name',
    tag,
    responses: { 200: ZCalendarEventTypeListSchema },
  }),
  search: declareCall({
    method: 'POST',
    path: '/calendario/pesquisar',
    access: { roles: ANY_USER },
    summary: 'Events of a day, or the next events from a date (today by default), sorted by date',
    tag,
    body: ZCalendarSearchSchema,
    responses: { 200: ZCalendarEventListSchema },
  }),
  save: declareCall({
    method: 'POST',
    path: '/calendario/salvar',
    access: { roles: EDIT },
    summary: 'Create an event, or change one (with the version read: 409 when stale)',
    tag,
    body: ZCalendarEventSaveSchema,
    responses: { 200: ZCalendarEventSchema },
  }),
  saveEventType: declareCall({
    method: 'POST',
    path: '/calendario/salvarTipoEvento',
    access: { roles: EDIT },
    summary: 'Add an event type (its name unique whatever the case)',
    tag,
    body: ZCalendarEventTypeSaveSchema,
    responses: { 200: ZCalendarEventTypeSchema },
  }),
  remove: declareCall({
    method: 'POST',
    path: '/calendario/excluir',
    access: { roles: EDIT },
    summary: 'Remove an event',
    tag,
    body: ZRecordIdSchema,
    responses: { 200: ZMessageEnvelopeSchema },
  }),
};

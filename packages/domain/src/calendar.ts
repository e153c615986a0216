import { z } from 'zod';
import { onWire } from './calls/wire-names';
import { parseBrDate, ZBrDateSchema } from './dates';
import { requireVersionOnUpdate, ZIdSchema, ZVersionSchema } from './records';

/**
 * Calendar events (spec, section 3). The wire keeps the spec's names: dataEvento, descricao, cor,
 * evento (the event type's name).
 */
export const ZHexColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, { message: 'validation.invalidColor' });

const ZEventTypeNameSchema = z.string().trim().min(1).max(60);

export const ZCalendarEventFieldsSchema = z.object({
  id: ZIdSchema.optional(),
  version: ZVersionSchema.optional(),
  eventDate: onWire('dataEvento', ZBrDateSchema),
  description: onWire('descricao', z.string().trim().min(1).max(500)),
  color: onWire('cor', ZHexColorSchema),
  /** The name of the event type. */
  eventType: onWire('evento', ZEventTypeNameSchema),
});
export const ZCalendarEventSaveSchema = ZCalendarEventFieldsSchema.superRefine(requireVersionOnUpdate);
export type TCalendarEventSave = z.infer<typeof ZCalendarEventSaveSchema>;

export const ZCalendarEventSchema = z.object({
  id: z.number().int(),
  eventDate: onWire('dataEvento', z.string()),
  description: onWire('descricao', z.string()),
  color: onWire('cor', z.string()),
  eventType: onWire('evento', z.string()),
  version: z.number().int(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEventSchema>;

export const ZCalendarEventTypeSchema = z.object({ id: z.number().int(), name: onWire('nome', z.string()) });

/** A new event type: a name no other type has, whatever its case. */
export const ZCalendarEventTypeSaveSchema = z.object({ name: onWire('nome', ZEventTypeNameSchema) });
export type TCalendarEventTypeSave = z.infer<typeof ZCalendarEventTypeSaveSchema>;
export const ZCalendarEventTypeListSchema = z.object({ list: z.array(ZCalendarEventTypeSchema) });

export const CALENDAR_SEARCH_MAX_EVENTS = 500;

/**
 * Events of one day (`day`), or the next events `from` a date (today when absent) up `to` one
 * when given, sorted by date; optionally only of some event types (by name).
 */
export const ZCalendarSearchSchema = z
  .object({
    eventTypes: onWire('eventos', z.array(ZEventTypeNameSchema).max(50)).optional(),
    day: onWire('data', ZBrDateSchema).optional(),
    from: onWire('dataInicial', ZBrDateSchema).optional(),
    to: onWire('dataFinal', ZBrDateSchema).optional(),
    limit: z.number().int().min(1).max(CALENDAR_SEARCH_MAX_EVENTS).default(100),
  })
  .superRefine((search, ctx) => {
    if (search.day && (search.from || search.to)) {
      ctx.addIssue({ code: 'custom', path: ['day'], message: 'validation.dayOrPeriod' });
    }
    const from = search.from ? parseBrDate(search.from) : null;
    const to = search.to ? parseBrDate(search.to) : null;
    if (from && to && from > to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.initialDateAfterFinal' });
    }
  });
export type TCalendarSearch = z.infer<typeof ZCalendarSearchSchema>;

export const ZCalendarEventListSchema = z.object({ list: z.array(ZCalendarEventSchema) });

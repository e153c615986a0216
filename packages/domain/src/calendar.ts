import { z } from 'zod';
import { parseBrDate, ZBrDateSchema } from './dates';
import { requireVersionOnUpdate, ZIdSchema, ZVersionSchema } from './records';

/** Calendar events, with the spec's field names (section 3): dataEvento, descricao, cor, evento. */
export const ZHexColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, { message: 'validation.invalidColor' });

const ZEventTypeNameSchema = z.string().trim().min(1).max(60);

export const ZCalendarEventFieldsSchema = z.object({
  id: ZIdSchema.optional(),
  version: ZVersionSchema.optional(),
  dataEvento: ZBrDateSchema,
  descricao: z.string().trim().min(1).max(500),
  cor: ZHexColorSchema,
  /** The name of the event type. */
  evento: ZEventTypeNameSchema,
});
export const ZCalendarEventSaveSchema = ZCalendarEventFieldsSchema.superRefine(requireVersionOnUpdate);
export type TCalendarEventSave = z.infer<typeof ZCalendarEventSaveSchema>;

export const ZCalendarEventSchema = z.object({
  id: z.number().int(),
  dataEvento: z.string(),
  descricao: z.string(),
  cor: z.string(),
  evento: z.string(),
  version: z.number().int(),
});
export type TCalendarEvent = z.infer<typeof ZCalendarEventSchema>;

export const ZCalendarEventTypeSchema = z.object({ id: z.number().int(), nome: z.string() });

/** A new event type: a name no other type has, whatever its case. */
export const ZCalendarEventTypeSaveSchema = z.object({ nome: ZEventTypeNameSchema });
export type TCalendarEventTypeSave = z.infer<typeof ZCalendarEventTypeSaveSchema>;
export const ZCalendarEventTypeListSchema = z.object({ list: z.array(ZCalendarEventTypeSchema) });

export const CALENDAR_SEARCH_MAX_EVENTS = 500;

/**
 * Events of one day (`data`), or the next events from `dataInicial` (today when absent) up to
 * `dataFinal` when given, sorted by date; optionally only of some event types.
 */
export const ZCalendarSearchSchema = z
  .object({
    eventos: z.array(ZEventTypeNameSchema).max(50).optional(),
    data: ZBrDateSchema.optional(),
    dataInicial: ZBrDateSchema.optional(),
    dataFinal: ZBrDateSchema.optional(),
    limit: z.number().int().min(1).max(CALENDAR_SEARCH_MAX_EVENTS).default(100),
  })
  .superRefine((search, ctx) => {
    if (search.data && (search.dataInicial || search.dataFinal)) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: 'validation.dayOrPeriod' });
    }
    const from = search.dataInicial ? parseBrDate(search.dataInicial) : null;
    const to = search.dataFinal ? parseBrDate(search.dataFinal) : null;
    if (from && to && from > to) {
      ctx.addIssue({ code: 'custom', path: ['dataInicial'], message: 'validation.initialDateAfterFinal' });
    }
  });
export type TCalendarSearch = z.infer<typeof ZCalendarSearchSchema>;

export const ZCalendarEventListSchema = z.object({ list: z.array(ZCalendarEventSchema) });

import { z } from 'zod';

export const NPS_MIN_RATING = 0;
export const NPS_MAX_RATING = 10;
export const NPS_COMMENT_MAX_LENGTH = 10_000;
export const NPS_RATINGS = Array.from({ length: NPS_MAX_RATING - NPS_MIN_RATING + 1 }, (_, i) => i);

/** An NPS answer (spec, section 3): a required 0-10 rating and an optional comment. */
export const ZNpsAnswerSchema = z.object({
  nota: z.number().int().min(NPS_MIN_RATING).max(NPS_MAX_RATING),
  comentario: z
    .string()
    .max(NPS_COMMENT_MAX_LENGTH)
    .nullish()
    .transform((text) => (text?.trim() ? text.trim() : null)),
});
export type TNpsAnswer = z.input<typeof ZNpsAnswerSchema>;

export const ZNpsAnsweredQuerySchema = z.object({ idUsuario: z.coerce.number().int().positive() });

import { z } from 'zod';
import { onWire } from './calls/wire-names';

export const NPS_MIN_RATING = 0;
export const NPS_MAX_RATING = 10;
export const NPS_COMMENT_MAX_LENGTH = 10_000;
export const NPS_RATINGS = Array.from({ length: NPS_MAX_RATING - NPS_MIN_RATING + 1 }, (_, i) => i);

/** An NPS answer (spec, section 3): a required 0-10 rating and an optional comment. */
export const ZNpsAnswerSchema = z.object({
  rating: onWire('nota', z.number().int().min(NPS_MIN_RATING).max(NPS_MAX_RATING)),
  comment: onWire('comentario', z.string().max(NPS_COMMENT_MAX_LENGTH))
    .nullish()
    .transform((text) => (text?.trim() ? text.trim() : null)),
});
export type TNpsAnswer = z.input<typeof ZNpsAnswerSchema>;

export const ZNpsAnsweredQuerySchema = z.object({
  userId: onWire('idUsuario', z.coerce.number().int().positive()),
});

import { z } from 'zod';
import { ZMessageEnvelopeSchema } from '../errors';
import { ZNpsAnsweredQuerySchema, ZNpsAnswerSchema } from '../nps';
import { declareCall } from './call';

const tag = 'nps';

/** The NPS survey (spec, sections 2 and 7), under the user calls' path as the spec names them. */
export const npsCalls = {
  saveAnswer: declareCall({
    method: 'POST',
    path: '/usuario/salvarPesquisaNps',
    access: { roles: [] },
    summary: "Saves the caller's NPS answer (0-10 rating, optional comment); once per user",
    tag,
    body: ZNpsAnswerSchema,
    responses: { 201: ZMessageEnvelopeSchema },
  }),
  answered: declareCall({
    method: 'GET',
    path: '/usuario/respondeuNps',
    access: { roles: [] },
    summary: 'Whether the user answered the NPS survey; a user may ask only about themselves',
    tag,
    query: ZNpsAnsweredQuerySchema,
    responses: { 200: z.boolean() },
  }),
};

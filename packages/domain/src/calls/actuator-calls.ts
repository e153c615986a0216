// zod/mini: the web client's availability check reads these paths from the app's entry, which
// must not bring zod itself.
import { z } from 'zod/mini';
import { declareCall } from './call';

const ZHealthSchema = z.object({ status: z.enum(['UP', 'DOWN']) });

const tag = 'availability';

/** Availability checks the web client runs after a 503 or a lost connection (spec, section 7). */
export const actuatorCalls = {
  health: declareCall({
    method: 'GET',
    path: '/actuator/health',
    access: { public: true },
    openDuringMaintenance: true,
    summary: 'UP after a real database round trip, DOWN (503) when the database does not answer',
    tag,
    responses: { 200: ZHealthSchema, 503: ZHealthSchema },
  }),
  info: declareCall({
    method: 'GET',
    path: '/actuator/info',
    access: { public: true },
    openDuringMaintenance: true,
    summary: 'Name, version, commit and start time of this server',
    tag,
    responses: {
      200: z.object({ name: z.string(), version: z.string(), commit: z.string(), startedAt: z.string() }),
    },
  }),
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';

const ZHealthSchema = z.object({ status: z.enum(['UP', 'DOWN']) });

/** Availability checks the web client runs after a 503 or a lost connection (spec, section 7). */
export function actuatorRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/actuator/health',
      {
        config: { access: { public: true } },
        schema: {
          summary: 'UP after a real database round trip, DOWN (503) when the database does not answer',
          tags: ['availability'],
          response: { 200: ZHealthSchema, 503: ZHealthSchema },
        },
      },
      async (request, reply) => {
        try {
          await context.database.ping();
          return { status: 'UP' as const };
        } catch (error) {
          request.log.warn({ err: error }, 'health check failed');
          return reply.status(503).send({ status: 'DOWN' as const });
        }
      },
    );

    app.get(
      '/actuator/info',
      {
        config: { access: { public: true } },
        schema: {
          summary: 'Name, version, commit and start time of this server',
          tags: ['availability'],
          response: {
            200: z.object({
              name: z.string(),
              version: z.string(),
              commit: z.string(),
              startedAt: z.string(),
            }),
          },
        },
      },
      async () => context.info,
    );
  };
}

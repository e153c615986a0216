import { actuatorCalls } from '@trade-terms/domain/calls/actuator-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { serveCall } from '../../platform/http/serve-call';

/** Availability checks the web client runs after a 503 or a lost connection (spec, section 7). */
export function actuatorRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serveCall(app, actuatorCalls.health, async (request, reply) => {
      try {
        await context.database.ping();
        return { status: 'UP' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'DOWN' as const });
      }
    });
    serveCall(app, actuatorCalls.info, () => context.info);
  };
}

import { simulatorCalls } from '@trade-terms/domain/calls/simulator-calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveCall } from '../../platform/http/serve-call';
import { runSimulation } from './calculations-service';

/** The calculation area (/calc): for now its simulator. */
export function calculationsRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    serveCall(app, simulatorCalls.calculate, (request) => runSimulation(request.body));
  };
}

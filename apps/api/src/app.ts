import { randomUUID } from 'node:crypto';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { moduleRoutes } from './module-routes';
import { maintenanceSwitch } from './modules/maintenance/maintenance-service';
import { sessionCheck } from './modules/users/users-service';
import { registerRouteGuard } from './platform/auth/route-guard';
import { isMailOutboxReadable } from './platform/config';
import { isFromThisMachine } from './platform/http/client-address';
import { registerErrorEnvelope, sendRouteNotFound } from './platform/http/error-envelope';
import { registerJsonBody } from './platform/http/json-body';
import { registerOpenApi } from './platform/http/openapi';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerTextGuard } from './platform/http/text-guard';
import { registerWebClient } from './platform/http/web-client';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

export interface BuildAppOptions {
  /** Built web client to serve beside the API; none in API tests. */
  webDistDir?: string;
}

export async function buildApp(context: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // request.ip and request.protocol believe x-forwarded-* only from these proxies.
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorEnvelope(app);
  registerJsonBody(app);
  registerTextGuard(app);
  await registerSecurityHeaders(app, { httpsOnly: config.HTTPS_ONLY });
  await app.register(fastifyFormbody);
  await registerOpenApi(app, context.info);
  const maintenance = maintenanceSwitch(context.database.db, { timeZone: config.BUSINESS_TIME_ZONE });
  registerRouteGuard(app, context.tokens, sessionCheck(context.database.db), maintenance.refusal);

  for (const routes of moduleRoutes(context, maintenance)) await app.register(routes, { prefix: '/api' });

  const web = await registerWebClient(app, options.webDistDir, {
    oauthClient: { id: config.OAUTH_CLIENT_ID, secret: config.OAUTH_CLIENT_SECRET },
    settings: (request) => ({
      supportDocumentsUrl: config.SUPPORT_DOCUMENTS_URL ?? null,
      mailOutbox: isMailOutboxReadable(config, isFromThisMachine(request)),
      requestTimeoutSeconds: config.WEB_REQUEST_TIMEOUT_SECONDS,
      maintenancePollSeconds: config.MAINTENANCE_POLL_SECONDS,
    }),
  });
  app.setNotFoundHandler((request, reply) =>
    web?.wantsApp(request) ? web.sendApp(request, reply) : sendRouteNotFound(request, reply),
  );

  return app;
}

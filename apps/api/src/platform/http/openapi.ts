import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppInfo } from '../../app-context';
import { API_DOCS_PREFIX } from '../auth/route-guard';

/** The OpenAPI document is generated from the routes' zod schemas and served at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, info: AppInfo): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Trade terms back office API', version: info.version },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });
}

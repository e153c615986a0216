import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppInfo } from '../../app-context';
import { API_DOCS_PREFIX } from '../auth/route-guard';

const BEARER = [{ bearer: [] }];

/**
 * The OpenAPI document is generated from the routes' zod schemas and served at /api/docs. Each
 * operation states its own security from the route's access rule: public calls (sign-in, health,
 * password reset, access request) need no token, every other one a bearer token.
 */
export async function registerOpenApi(app: FastifyInstance, info: AppInfo): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Trade terms back office API', version: info.version },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const isPublic = input.route.config?.access?.public === true;
      return { schema: { ...schema, security: isPublic ? [] : BEARER }, url };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });
}

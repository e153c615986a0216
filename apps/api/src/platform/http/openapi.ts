import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { CallDeclaration } from '@trade-terms/domain/calls/call';
import { wireJsonSchema } from '@trade-terms/domain/calls/wire-names';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppInfo } from '../../app-context';
import { API_DOCS_PREFIX, type RouteAccess } from '../auth/route-guard';

const BEARER = [{ bearer: [] }];

/** Who may make the call, as the operation's description says it. */
function accessText(access: RouteAccess | undefined): string | undefined {
  if (!access || access.public) return undefined;
  return access.roles.length === 0 ? 'Any signed-in user.' : `Needs one of: ${access.roles.join(', ')}.`;
}

/** The route's documented schemas with the wire's names, each beside the declaration's schema. */
function wireSchemaOf(call: CallDeclaration, documented: Record<string, unknown>): Record<string, unknown> {
  const response = documented.response as Record<string, unknown> | undefined;
  return {
    ...documented,
    ...(call.body ? { body: wireJsonSchema(call.body, documented.body) } : {}),
    ...(call.query ? { querystring: wireJsonSchema(call.query, documented.querystring) } : {}),
    ...(response
      ? {
          response: Object.fromEntries(
            Object.entries(response).map(([status, json]) => {
              const declared = call.responses[Number(status)];
              return [status, declared ? wireJsonSchema(declared, json) : json];
            }),
          ),
        }
      : {}),
  };
}

/**
 * The OpenAPI document is generated from the call declarations (their schemas, summaries and
 * access) and served at /api/docs. Each operation states its own security: public calls
 * (sign-in, health, password reset, access request) need no token, every other one a bearer
 * token, and its description names the roles that open it.
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
      // The document describes the wire: each schema is the declaration's English one with the
      // wire's names (the route's own are codecs, which the generator cannot read through).
      const call = input.route.config?.call;
      const declared = call
        ? {
            ...input,
            schema: {
              ...input.schema,
              ...(call.body ? { body: call.body } : {}),
              ...(call.query ? { querystring: call.query } : {}),
              response: call.responses,
            },
          }
        : input;
      const transformed = jsonSchemaTransform(declared);
      const schema = call
        ? (wireSchemaOf(call, transformed.schema as Record<string, unknown>) as typeof transformed.schema)
        : transformed.schema;
      const { url } = transformed;
      const access = input.route.config?.access;
      const description = accessText(access);
      return {
        schema: {
          ...schema,
          security: access?.public ? [] : BEARER,
          ...(description ? { description } : {}),
        },
        url,
      };
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: true });
}
